import { ErrorPage } from './error-page';

export default function UnauthorizedPage() {
  return <ErrorPage code="401" title="menu.unauthorized" text="common.unauthorizedText" />;
}
