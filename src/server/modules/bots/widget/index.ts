/** The web widget (issue 25): its endpoints' handlers for routes.ts, and its script and CORS. */
export { widgetHandlers, type WidgetHandlers } from './handlers';
export { widgetPublicRoutes } from './public-routes';
