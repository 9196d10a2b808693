// The page's first script. A server-rendered page is readable before any JavaScript runs, so the app's
// code (main.tsx and what it imports, ~240 KB gzip) is fetched after the first paint instead of beside the
// stylesheet and the pictures of the first view: on a phone's connection those bytes would hold the first
// paint back by seconds (Lighthouse mobile, slow 4G: the HTML, CSS and LCP picture share ~200 KB/s with
// every script the page names). A page without server content (the shell of a signed-in user) has nothing
// to show first and starts at once.
import { ssrStateElementId } from './lib/ssr-state-id';

const start = () => void import('./main');

if (!document.getElementById(ssrStateElementId) || document.visibilityState === 'hidden') start();
// The first animation frame runs just before the first paint, the second one frame after it.
else requestAnimationFrame(() => requestAnimationFrame(start));
