import type { ReactNode } from 'react';

/** Line pictograms of the portal landings' entrances and scenes (24×24, currentColor, decorative). */
const shapes = {
  home: (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  products: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
  supply: (
    <>
      <path d="M2.5 6.5h11v9h-11z" />
      <path d="M13.5 9.5h4l3 3.5v2.5h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="16.5" cy="17.5" r="1.8" />
    </>
  ),
  demand: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V2.8h6V4" />
      <path d="M8.5 10h7M8.5 14h7M8.5 18h4" />
    </>
  ),
  farm: (
    <>
      <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Z" />
      <path d="M5 19 13 11" />
    </>
  ),
  points: (
    <>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5V20h14v-7.5M12 8.5V20" />
      <path d="M12 8.5C10 4 6.5 5 7.5 7.5c.5 1 4.5 1 4.5 1s4-.1 4.5-1c1-2.5-2.5-3.5-4.5 1Z" />
    </>
  ),
  chain: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  market: (
    <>
      <path d="M4 10v4l11 5V5L4 10Z" />
      <path d="M15 8.5a4 4 0 0 1 0 7" />
      <path d="M7 14.5 8.5 20h2.5L10 15.8" />
    </>
  ),
  shop: (
    <>
      <path d="M4 9.5 5.5 4h13L20 9.5" />
      <path d="M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
      <path d="M5.5 12v8h13v-8M10 20v-4.5h4V20" />
    </>
  ),
  town: (
    <>
      <path d="m2.5 19 6-9 4 5.5 2.5-3.5 6.5 7Z" />
      <circle cx="17" cy="6" r="2" />
    </>
  ),
  news: (
    <>
      <rect x="3.5" y="4.5" width="14" height="15" rx="1.5" />
      <path d="M17.5 8.5h3v9a2 2 0 0 1-2 2h-1" />
      <path d="M7 8.5h7M7 12h7M7 15.5h4" />
    </>
  ),
  enter: (
    <>
      <path d="M3 12.5 7.5 8l3 1.5L13 8l5 4.5" />
      <path d="m7.5 14 2.5 2.5 1.5-1 2 2 1.5-1 1.5 1.5L18 12.5" />
      <path d="M2 11.5 7.5 6M22 11.5 16.5 6" />
    </>
  ),
  finance: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m9 7.5 3 4 3-4M12 11.5V17M9 12h6M9 14.5h6" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5Z" />
    </>
  ),
  procurement: (
    <>
      <path d="M4 20V9l5 3V9l5 3V5h6v15Z" />
      <path d="M8 16h1.5M12.5 16H14M16.5 9v.01M16.5 12v.01" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type PortalIconName = keyof typeof shapes;

export function PortalIcon({ name, className }: { name: PortalIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {shapes[name]}
    </svg>
  );
}
