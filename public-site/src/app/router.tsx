// The public route tree (SPEC §2). Each page is its own lazily loaded chunk, so a first visit
// downloads the frame and the page it opens, nothing more.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

import { RootLayout } from './routes/root-layout';

const HomeRoute = lazy(() => import(/* webpackChunkName: "page-home" */ './routes/home'));
const AboutRoute = lazy(() => import(/* webpackChunkName: "page-about" */ './routes/about'));
const PlacesRoute = lazy(() => import(/* webpackChunkName: "page-places" */ './routes/places'));
const DestinationDetailRoute = lazy(
  () => import(/* webpackChunkName: "page-destination" */ './routes/destination-detail'),
);
const BlogsRoute = lazy(() => import(/* webpackChunkName: "page-blogs" */ './routes/blogs'));
const BlogDetailRoute = lazy(
  () => import(/* webpackChunkName: "page-blog" */ './routes/blog-detail'),
);
const ContactRoute = lazy(() => import(/* webpackChunkName: "page-contact" */ './routes/contact'));
const TermsRoute = lazy(() => import(/* webpackChunkName: "page-terms" */ './routes/terms'));
const PrivacyPolicyRoute = lazy(
  () => import(/* webpackChunkName: "page-privacy" */ './routes/privacy-policy'),
);
const RefundPolicyRoute = lazy(
  () => import(/* webpackChunkName: "page-refund" */ './routes/refund-policy'),
);
const NotFoundRoute = lazy(
  () => import(/* webpackChunkName: "page-not-found" */ './routes/not-found'),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="about" element={<AboutRoute />} />
        <Route path="places" element={<PlacesRoute />} />
        <Route path="destinations/:slug" element={<DestinationDetailRoute />} />
        <Route path="contact-us" element={<ContactRoute />} />
        <Route path="blogs" element={<BlogsRoute />} />
        <Route path="blogs/:slug" element={<BlogDetailRoute />} />
        <Route path="terms" element={<TermsRoute />} />
        <Route path="privacy-policy" element={<PrivacyPolicyRoute />} />
        <Route path="refund-policy" element={<RefundPolicyRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
