// Ant Design theme: the shared-ui brand colours (styles.css tokens), so the console looks like
// part of the same site. antd needs literal colours here, not CSS variables: it derives shades.
import type { ThemeConfig } from 'antd';

export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b6e69',
    // antd derives lighter hover shades, which put white button text and links below 4.5:1;
    // hovering darkens instead.
    colorPrimaryHover: '#095e5a',
    colorPrimaryActive: '#084f4b',
    colorLink: '#0b6e69',
    colorLinkHover: '#084f4b',
    colorLinkActive: '#084f4b',
    colorError: '#b42318',
    colorSuccess: '#1e6b35',
    colorText: '#1c2430',
    // antd's default secondary text (45% black, about 3.5:1 on white) fails WCAG AA contrast;
    // the shared muted ink passes it on every surface the console uses.
    colorTextSecondary: '#4a5565',
    colorTextDescription: '#4a5565',
    colorBgLayout: '#f7f5f0',
    borderRadius: 8,
    // The site's stack (shared-ui's --tui-font) after the Bengali and Devanagari faces, each
    // limited to its script (scripts.css): antd sets it on the console's root and every component,
    // the dialogs drawn outside that root included.
    fontFamily: "'Noto Sans Bengali', 'Noto Sans Devanagari', var(--tui-font)",
  },
  components: {
    Layout: { headerBg: '#084f4b' },
    // An unchecked switch is drawn in quaternary text colour (25% black): its white 'Draft'
    // label and its outline against white both need more (WCAG 1.4.3, 1.4.11).
    Switch: { colorTextQuaternary: '#6b7280', colorTextTertiary: '#4b5563' },
  },
};
