// Where the user is ('Ajustes de marca', 'Academia', ...). The last item is the current
// page; earlier ones are links drawn by the app's router (renderLink) or anchors.
import { Breadcrumb as ChakraBreadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { anchorLink } from '../app-shell/shell-link.js';
import type { RenderShellLink } from '../app-shell/shell-link.js';
import { UiTexts } from '../../ui-texts.js';

export interface BreadcrumbItem {
  readonly label: string;
  /** Omit for the current page (the last item). */
  readonly href?: string;
}

export interface BreadcrumbProps {
  readonly items: readonly BreadcrumbItem[];
  readonly renderLink?: RenderShellLink;
  readonly onNavigate?: (href: string) => void;
}

export const Breadcrumb = ({ items, renderLink, onNavigate }: BreadcrumbProps) => {
  const link = renderLink ?? anchorLink(onNavigate);
  return (
    <ChakraBreadcrumb.Root aria-label={UiTexts.breadcrumb.label} size="sm">
      <ChakraBreadcrumb.List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              <ChakraBreadcrumb.Item>
                {last || item.href === undefined ? (
                  <ChakraBreadcrumb.CurrentLink aria-current={last ? 'page' : undefined}>
                    {item.label}
                  </ChakraBreadcrumb.CurrentLink>
                ) : (
                  <ChakraBreadcrumb.Link asChild colorPalette="brand">
                    {link({ href: item.href, children: item.label })}
                  </ChakraBreadcrumb.Link>
                )}
              </ChakraBreadcrumb.Item>
              {last ? null : <ChakraBreadcrumb.Separator />}
            </Fragment>
          );
        })}
      </ChakraBreadcrumb.List>
    </ChakraBreadcrumb.Root>
  );
};
