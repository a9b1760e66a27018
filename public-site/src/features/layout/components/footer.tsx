// Site footer: logo, Resources and Legal links, the copyright line and the social links, all
// agency details from the runtime configuration.
import { useRuntimeConfig } from '@tours/shared-ui/components';
import type { ReactNode } from 'react';
import { Link } from '@tours/shared-ui/router';

import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  WhatsAppIcon,
  XIcon,
} from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { useTexts } from '../../../lib/i18n';
import { useSiteLinks } from '../hooks/use-site-links';
import { COPYRIGHT_YEAR, LEGAL_LINKS, layoutTexts, RESOURCE_LINKS, type SiteLink } from '../texts';
import { LanguageSwitch } from './language-switch';
import './footer.css';

function LinkGroup({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly SiteLink[];
}) {
  return (
    <nav className="ps-footer__group" aria-labelledby={id}>
      <h2 id={id} className="ps-footer__heading">
        {heading}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="ps-footer__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function Footer() {
  const { siteName, agency } = useRuntimeConfig();
  const t = useTexts(layoutTexts);
  const resourceLinks = useSiteLinks(RESOURCE_LINKS);
  const legalLinks = useSiteLinks(LEGAL_LINKS);
  const newTabHint = t('newTabHint');
  const social = [
    { name: 'Facebook', href: agency.social.facebook, icon: <FacebookIcon /> },
    { name: 'Instagram', href: agency.social.instagram, icon: <InstagramIcon /> },
    { name: 'LinkedIn', href: agency.social.linkedin, icon: <LinkedInIcon /> },
    { name: 'X', href: agency.social.x, icon: <XIcon /> },
    { name: t('whatsappChat'), href: agency.social.whatsapp, icon: <WhatsAppIcon /> },
  ].filter((item) => item.href);

  return (
    <footer className="ps-footer">
      <div className="ps-footer__inner">
        <div className="ps-footer__brand">
          <Logo siteName={siteName} />
        </div>
        <LinkGroup id="ps-footer-resources" heading={t('resources')} links={resourceLinks} />
        <LinkGroup id="ps-footer-legal" heading={t('legal')} links={legalLinks} />
      </div>
      <div className="ps-footer__bottom">
        <p className="ps-footer__copyright">
          © {COPYRIGHT_YEAR}{' '}
          <ExternalLink href={agency.companySiteUrl} className="ps-footer__link">
            {siteName}
            <span className="tui-visually-hidden">{newTabHint}</span>
          </ExternalLink>
          . {t('allRightsReserved')}
        </p>
        <LanguageSwitch className="ps-footer__languages" />
        <nav aria-label={t('social')}>
          <ul className="ps-footer__social">
            {social.map((item) => (
              <li key={item.name}>
                <ExternalLink href={item.href} className="ps-footer__social-link">
                  {item.icon}
                  <span className="tui-visually-hidden">
                    {item.name}
                    {newTabHint}
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
