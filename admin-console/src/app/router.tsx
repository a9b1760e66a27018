// The /admin route tree (SPEC §2). Paths are relative: the host mounts this at /admin/*.
// Every page but the login page is its own lazily loaded chunk; unknown paths go to the dashboard.
import { lazy } from 'react';
import { Navigate, Route, Routes } from '@tours/shared-ui/router';

import { AdminLayout } from '../components/admin-layout';
import { adminPaths, adminSegments } from '../config/paths';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireAuth } from '../features/auth/components/require-auth';

const DashboardRoute = lazy(
  () => import(/* webpackChunkName: "admin-dashboard" */ './routes/dashboard'),
);

const ManageBookingsRoute = lazy(
  () => import(/* webpackChunkName: "admin-manage-bookings" */ './routes/manage-bookings'),
);

const BookingRoute = lazy(() => import(/* webpackChunkName: "admin-booking" */ './routes/booking'));

const ReceiptRoute = lazy(() => import(/* webpackChunkName: "admin-receipt" */ './routes/receipt'));

const MoneyDueRoute = lazy(
  () => import(/* webpackChunkName: "admin-money-due" */ './routes/money-due'),
);

const ActivityRoute = lazy(
  () => import(/* webpackChunkName: "admin-activity" */ './routes/activity'),
);

const HolidaysRoute = lazy(
  () => import(/* webpackChunkName: "admin-holidays" */ './routes/holidays'),
);

const ManageContactsRoute = lazy(
  () => import(/* webpackChunkName: "admin-manage-contacts" */ './routes/manage-contacts'),
);

const ManageDestinationsRoute = lazy(
  () => import(/* webpackChunkName: "admin-manage-destinations" */ './routes/manage-destinations'),
);

const ManagePopularRoute = lazy(
  () => import(/* webpackChunkName: "admin-manage-popular" */ './routes/manage-popular'),
);

const ManageTestimonialsRoute = lazy(
  () => import(/* webpackChunkName: "admin-manage-testimonials" */ './routes/manage-testimonials'),
);

const ManageBlogsRoute = lazy(
  () => import(/* webpackChunkName: "admin-manage-blogs" */ './routes/manage-blogs'),
);

const MediaRoute = lazy(() => import(/* webpackChunkName: "admin-media" */ './routes/media'));

const PolicyPagesRoute = lazy(
  () => import(/* webpackChunkName: "admin-policy-pages" */ './routes/policy-pages'),
);

const DeparturesRoute = lazy(
  () => import(/* webpackChunkName: "admin-departures" */ './routes/departures'),
);

const ManifestRoute = lazy(
  () => import(/* webpackChunkName: "admin-manifest" */ './routes/manifest'),
);

const GstDocumentRoute = lazy(
  () => import(/* webpackChunkName: "admin-gst-document" */ './routes/gst-document'),
);

const TaxDocumentsRoute = lazy(
  () => import(/* webpackChunkName: "admin-tax-documents" */ './routes/tax-documents'),
);

const OnlinePaymentsRoute = lazy(
  () => import(/* webpackChunkName: "admin-online-payments" */ './routes/online-payments'),
);

const SettingsRoute = lazy(
  () => import(/* webpackChunkName: "admin-settings" */ './routes/settings'),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={adminPaths.dashboard} replace />} />
        <Route path={adminSegments.login} element={<LoginPage />} />
        <Route element={<RequireAuth />}>
          <Route path={adminSegments.dashboard} element={<DashboardRoute />} />
          <Route path={adminSegments.manageBookings} element={<ManageBookingsRoute />} />
          <Route path={adminSegments.booking} element={<BookingRoute />} />
          <Route path={adminSegments.receipt} element={<ReceiptRoute />} />
          <Route path={adminSegments.moneyDue} element={<MoneyDueRoute />} />
          <Route path={adminSegments.activity} element={<ActivityRoute />} />
          <Route path={adminSegments.holidays} element={<HolidaysRoute />} />
          <Route path={adminSegments.manageContacts} element={<ManageContactsRoute />} />
          <Route path={adminSegments.manageDestinations} element={<ManageDestinationsRoute />} />
          <Route path={adminSegments.managePopular} element={<ManagePopularRoute />} />
          <Route path={adminSegments.manageTestimonials} element={<ManageTestimonialsRoute />} />
          <Route path={adminSegments.manageBlogs} element={<ManageBlogsRoute />} />
          <Route path={adminSegments.media} element={<MediaRoute />} />
          <Route path={adminSegments.policyPages} element={<PolicyPagesRoute />} />
          <Route path={adminSegments.settings} element={<SettingsRoute />} />
          <Route path={adminSegments.departures} element={<DeparturesRoute />} />
          <Route path={adminSegments.manifest} element={<ManifestRoute />} />
          <Route path={adminSegments.gstDocument} element={<GstDocumentRoute />} />
          <Route path={adminSegments.taxDocuments} element={<TaxDocumentsRoute />} />
          <Route path={adminSegments.onlinePayments} element={<OnlinePaymentsRoute />} />
          <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
