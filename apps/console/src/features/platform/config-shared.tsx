/** Drawers of the config pages: their width, never wider than a phone. */
export const drawerWidth = 'min(480px, 100vw)';
