import { createContext, useContext, type ReactNode } from 'react';
import { RouterProvider, type RouteObject } from 'react-router-dom';

/*
 * The console's routes are one <Routes> tree (AppRoutes) rendered inside a data router, so
 * that screens may use the data-router hooks (useBlocker: the brand questionnaire asks before
 * leaving with unsaved answers). The router is created once; the routes element, which the
 * App builds on every render, reaches it through a context.
 */
const RoutesSlot = createContext<ReactNode>(null);

const RoutesOutlet = ({ extra }: { readonly extra?: ReactNode }) => (
  <>
    {extra}
    {useContext(RoutesSlot)}
  </>
);

/** The one route of the data router: every path, rendered by the App's <Routes>; `extra` renders beside them. */
export const consoleRouteObjects = (extra?: ReactNode): RouteObject[] => [
  { path: '*', element: <RoutesOutlet extra={extra} /> },
];

/** A router made from consoleRouteObjects, showing `routes`. */
export const ConsoleRouter = ({
  router,
  routes,
}: {
  readonly router: Parameters<typeof RouterProvider>[0]['router'];
  readonly routes: ReactNode;
}) => (
  <RoutesSlot.Provider value={routes}>
    <RouterProvider router={router} />
  </RoutesSlot.Provider>
);
