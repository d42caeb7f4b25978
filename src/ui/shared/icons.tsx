/** Small inline icons (no icon font, no emoji: both may be missing). Decorative: hidden from assistive technology. */
const base = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': 'true' as const, focusable: 'false' as const, class: 'icon' };

export const LockIcon = () => (
  <svg {...base}>
    <path fill="currentColor" d="M5 7V5a3 3 0 0 1 6 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2z" />
  </svg>
);

export const ShieldIcon = () => (
  <svg {...base}>
    <path fill="currentColor" d="M8 1l6 2.2v4.3c0 3.6-2.5 6.4-6 7.5-3.5-1.1-6-3.9-6-7.5V3.2L8 1zm-1 9.6l4.2-4.2-1.1-1.1L7 8.4 5.6 7 4.5 8.1 7 10.6z" />
  </svg>
);

export const PauseIcon = () => (
  <svg {...base}>
    <path fill="currentColor" d="M4 2h3v12H4zM9 2h3v12H9z" />
  </svg>
);

export const WarningIcon = () => (
  <svg {...base}>
    <path fill="currentColor" d="M8 1l7.5 13h-15L8 1zm-.8 5v4h1.6V6H7.2zm0 5v1.6h1.6V11H7.2z" />
  </svg>
);
