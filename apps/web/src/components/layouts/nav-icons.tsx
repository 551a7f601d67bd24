import { LineIcon } from '@/components/ui/line-icon';

// Small line icons for the navigation and the footer (ours, drawn on a 24px grid).
const PATHS: Record<string, string> = {
  '/': 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  '/tasks': 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9',
  '/tournaments': 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3',
  '/daily-gaming-tasks':
    'M6 9h4M8 7v4M15 8h.01M18 10h.01M5 5h14a3 3 0 0 1 3 3l-1 8a3 3 0 0 1-5 2l-2-2h-4l-2 2a3 3 0 0 1-5-2L2 8a3 3 0 0 1 3-3z',
  '/rewards':
    'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H8a2.5 2.5 0 1 1 0-5c3 0 4 5 4 5zM12 7h4a2.5 2.5 0 1 0 0-5c-3 0-4 5-4 5z',
  '/leaderboard': 'M4 21V10h4v11M10 21V4h4v17M16 21v-7h4v7',
  '/highlights': 'M4 5h16v14H4zM10 9l5 3-5 3z',
  '/completed': 'M22 11v1a10 10 0 1 1-6-9.2M22 4L12 14l-3-3',
  menu: 'M4 6h16M4 12h16M4 18h16',
  profile: 'M20 21a8 8 0 0 0-16 0M12 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  checkin:
    'M8 2v4M16 2v4M3 9h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM9 15l2 2 4-4',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  youtube:
    'M22 8.5a3 3 0 0 0-2-2C18 6 12 6 12 6s-6 0-8 .5a3 3 0 0 0-2 2 31 31 0 0 0 0 7 3 3 0 0 0 2 2c2 .5 8 .5 8 .5s6 0 8-.5a3 3 0 0 0 2-2 31 31 0 0 0 0-7zM10 15V9l5 3z',
  x: 'M4 4l16 16M20 4L4 20',
};

export function NavIcon({ name, size = 20 }: { name: string; size?: number }) {
  return <LineIcon d={PATHS[name] ?? PATHS['/']!} size={size} />;
}
