// The scheduler function's module (Metricool drafts, or the local sandbox on a demo project):
// SchedulerRoutes over the server's and the publishing ports (fn/publishing.ts).
import { createSchedulerContainer } from '../container/publishing-containers.js';
import { SchedulerRoutes } from '../http/scheduler-routes.js';
import { publishingBindingsOf } from './publishing.js';
import { apiRequest, send, settings, type HttpsHandler } from './runtime.js';

let routes: SchedulerRoutes | null = null;
const routesOf = (): SchedulerRoutes => {
  routes ??= createSchedulerContainer(publishingBindingsOf(), { appCheckRequired: settings.appCheckRequired }).get(
    SchedulerRoutes,
  );
  return routes;
};

export const scheduler: HttpsHandler = (request, response) =>
  send(response, () => routesOf().handle(apiRequest(request)));
