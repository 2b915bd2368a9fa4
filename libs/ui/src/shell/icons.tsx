import type { SVGProps } from 'react';

/** Small inline icons of the shell (no icon package needed); decorative, hidden from assistive technology. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function base({ size = 18, ...rest }: IconProps): SVGProps<SVGSVGElement> {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
    ...rest,
  };
}

export const MenuIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <svg {...base({ size: 14, ...p })}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const MailIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

export const UserIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </svg>
);

export const LogoutIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
);

export const PhoneIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </svg>
);

export const InboxIcon = (p: IconProps) => (
  <svg {...base({ size: 40, strokeWidth: 1.5, ...p })}>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z" />
  </svg>
);

export const AlertIcon = (p: IconProps) => (
  <svg {...base({ size: 40, strokeWidth: 1.5, ...p })}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </svg>
);

export const CompassIcon = (p: IconProps) => (
  <svg {...base({ size: 40, strokeWidth: 1.5, ...p })}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3z" />
  </svg>
);

/** The site emblem: a stylised person (人) in a rounded square, in the brand colours. */
export const SiteEmblem = ({ size = 44 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden focusable={false}>
    <defs>
      <linearGradient id="site-emblem-g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#1f60bd" />
        <stop offset="1" stopColor="#0b336c" />
      </linearGradient>
    </defs>
    <rect width="48" height="48" rx="12" fill="url(#site-emblem-g)" />
    <circle cx="24" cy="13" r="5" fill="#fff" />
    <path d="M24 20 12 38M24 20l12 18" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" fill="none" />
    <path d="M15 27h18" stroke="#f2a3a3" strokeWidth="3" strokeLinecap="round" />
  </svg>
);
