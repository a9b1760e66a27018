// Share links for the page being read: Facebook's sharer, an X post intent and a WhatsApp message
// (wa.me with the title and address as text). Plain links: no third-party script is loaded.
import { HeadedSection } from '../../../components/headed-section';
import { FacebookIcon, WhatsAppIcon, XIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/i18n';
import { blogsTexts } from '../texts';

export function shareHrefs(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useTexts(blogsTexts);
  const hrefs = shareHrefs(url, title);
  const links = [
    {
      name: t('shareOn', { network: 'Facebook' }),
      href: hrefs.facebook,
      icon: <FacebookIcon />,
      tone: 'facebook',
    },
    { name: t('shareOn', { network: 'X' }), href: hrefs.x, icon: <XIcon />, tone: 'x' },
    {
      name: t('shareOn', { network: 'WhatsApp' }),
      href: hrefs.whatsapp,
      icon: <WhatsAppIcon />,
      tone: 'whatsapp',
    },
  ];
  return (
    <HeadedSection
      className="ps-share"
      headingId="ps-share-heading"
      headingClassName="ps-share__heading"
      heading={t('share')}
    >
      <ul className="ps-share__list">
        {links.map((link) => (
          <li key={link.tone}>
            <a
              className={`ps-share__link ps-share__link--${link.tone}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.icon}
              <span>{link.name}</span>
              <span className="tui-visually-hidden">{t('newTabHint')}</span>
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
