// How the shell's links are drawn without knowing the router: the web app passes
// `renderLink` (e.g. wrapping react-router's Link) or `onNavigate`; by default a plain
// anchor is used, and a plain left click calls onNavigate instead of reloading the page.
import type { MouseEvent, ReactElement, ReactNode } from 'react';

export interface ShellLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly 'aria-current'?: 'page';
  readonly className?: string;
  readonly onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export type RenderShellLink = (props: ShellLinkProps) => ReactElement;

const isPlainLeftClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The anchor used when no renderLink is given. */
export const anchorLink =
  (onNavigate?: (href: string) => void): RenderShellLink =>
  ({ href, children, ...rest }) => (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        rest.onClick?.(event);
        if (onNavigate && !event.defaultPrevented && isPlainLeftClick(event)) {
          event.preventDefault();
          onNavigate(href);
        }
      }}
    >
      {children}
    </a>
  );
