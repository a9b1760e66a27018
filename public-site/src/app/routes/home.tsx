// The Home page chunk: hero, themes, 'Find your trip' (the trip finder's form, issue 26), popular
// destinations, testimonials, call to action. Its
// structured data describes the agency (a TravelAgency) from the runtime configuration.
import { useRuntimeConfig } from '@tours/shared-ui/components';
import type { RuntimeConfig } from '@tours/shared-ui/domain';

import { FindTripForm } from '../../features/destinations/components/find-trip-form';
import { Hero } from '../../features/home/components/hero';
import { JourneyCta } from '../../features/home/components/journey-cta';
import { ThemesGrid } from '../../features/home/components/themes-grid';
import { homeTexts } from '../../features/home/texts';
import { PopularDestinations } from '../../features/popular/components/popular-destinations';
import { openContactModal } from '../../features/site-dialog/slice';
import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section';
import { useTexts } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { postalAddress } from '../../lib/postal-address';
import { useSiteOrigin } from '../../lib/ssr-context';
import { useAppDispatch } from '../../lib/redux';
import { agencyLogo, sharePicture } from '../../lib/site-pictures';

/** schema.org TravelAgency of the agency, for search engines. */
export function travelAgencyJsonLd(
  { siteName, agency }: RuntimeConfig,
  url: string,
  description: string,
) {
  const social = Object.values(agency.social).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: siteName,
    description,
    url,
    telephone: agency.phone,
    email: agency.email,
    logo: agencyLogo(url),
    image: sharePicture(url),
    address: postalAddress(agency.address),
    areaServed: 'IN',
    currenciesAccepted: 'INR',
    ...(social.length ? { sameAs: social } : {}),
  };
}

export default function HomeRoute() {
  const config = useRuntimeConfig();
  const origin = useSiteOrigin();
  const t = useTexts(homeTexts);
  const description = t('description');
  usePageTitle(t('pageTitle'), description, {
    jsonLd: travelAgencyJsonLd(config, `${origin}/`, description),
  });
  const dispatch = useAppDispatch();
  return (
    <>
      <Hero />
      <ThemesGrid />
      <FindTripForm />
      <PopularDestinations />
      <TestimonialsSection />
      <JourneyCta onReachUs={() => dispatch(openContactModal())} />
    </>
  );
}
