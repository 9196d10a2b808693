/** The id of the `<script type="application/json">` that carries a server-rendered page's state. */
export const ssrStateElementId = 'mall-ssr-state';
