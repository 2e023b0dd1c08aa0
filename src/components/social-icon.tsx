/**
 * Small monochrome marks for the social login buttons, drawn in the text colour. Purely
 * decorative: the button's name says the provider.
 */
import type { ReactNode } from 'react';
import type { SocialProvider } from '../login/social.ts';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const MARKS: Record<SocialProvider, ReactNode> = {
  google: <path {...STROKE} d="M19.6 7.4A8.5 8.5 0 1 0 20.5 12H12.5" />,
  apple: (
    <>
      <path fill="currentColor" d="M12 8.3C10.8 7.5 9.8 7.2 8.7 7.2 6.3 7.2 4.8 9.2 4.8 12.2c0 3.9 2.6 8.3 4.6 8.3 1 0 1.5-.6 2.6-.6s1.6.6 2.6.6c2 0 4.6-4.4 4.6-8.3 0-3-1.5-5-3.9-5-1.1 0-2.1.3-3.3 1.1z" />
      <path {...STROKE} d="M12 7.2c0-2 1.1-3.4 3-3.9" />
    </>
  ),
  facebook: <path {...STROKE} d="M15.5 4H14a3 3 0 0 0-3 3v14M7.5 11h7" />,
  twitter: <path fill="currentColor" d="M21 6.3c-.7.3-1.4.5-2.1.6.8-.5 1.3-1.2 1.6-2-.7.4-1.5.7-2.3.9a3.6 3.6 0 0 0-6.2 3.3A10.3 10.3 0 0 1 4.5 5.3a3.6 3.6 0 0 0 1.1 4.8c-.6 0-1.2-.2-1.6-.4 0 1.8 1.2 3.2 2.9 3.6-.5.1-1.1.2-1.6.1.5 1.4 1.8 2.5 3.4 2.5A7.3 7.3 0 0 1 3.3 17.4 10.3 10.3 0 0 0 19.2 8.2v-.5c.7-.4 1.3-1 1.8-1.4z" />,
  vk: <path {...STROKE} d="M3 8l3 8 3-8M13 8v8M19 8l-6 4 6 4" />,
  kakao: <path fill="currentColor" d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 5.9L6.4 20.3c-.1.3.3.6.6.4l4-2.7c.3 0 .7.1 1 .1 5 0 9-3.1 9-7S17 4 12 4z" />,
};

export function SocialIcon({ provider }: { provider: SocialProvider }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">{MARKS[provider]}</svg>
  );
}
