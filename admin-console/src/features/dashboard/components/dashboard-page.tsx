// /admin/dashboard (SPEC §2): one card link per manage section, and today's work. On a phone
// today's work comes first (issue 25 item 11: it was 1,300 px down), SPEC's 'Manage Sections'
// below it. The page's actions (Logout) and other features' cards of today's work (departures)
// come from the app, which composes features; this feature knows nothing of them.
import { useRuntimeConfig, usePageMeta } from '@tours/shared-ui/components';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tours/shared-ui/router';

import { CARD_GRID } from '../../../components/item-card-grid';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { MANAGE_SECTIONS } from '../sections';
import { DASHBOARD_HEADING, DASHBOARD_TITLE } from '../texts';
import { TodaysWork } from './todays-work';

export function DashboardPage({ actions, work }: { actions?: ReactNode; work?: ReactNode }) {
  const { siteName } = useRuntimeConfig();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_SCREEN);
  usePageMeta({ title: `${DASHBOARD_TITLE} | ${siteName}` });

  return (
    <>
      {narrow && <TodaysWork first extra={work} />}
      <section aria-labelledby="manage-sections-heading">
        <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 24 }}>
          <Typography.Title level={1} id="manage-sections-heading" style={{ margin: 0 }}>
            {DASHBOARD_HEADING}
          </Typography.Title>
          {actions}
        </Flex>
        <ul style={CARD_GRID}>
          {MANAGE_SECTIONS.map((section) => (
            <li key={section.path}>
              {/* The link is the card's title, so its name is exactly what it says (WCAG 2.5.3);
                a click anywhere on the card follows it too, for the mouse. */}
              <Card
                hoverable
                style={{ height: '100%', cursor: 'pointer' }}
                onClick={() => void navigate(section.path)}
              >
                <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
                  <Link to={section.path} onClick={(event) => event.stopPropagation()}>
                    {section.label}
                  </Link>
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {section.description}
                </Typography.Paragraph>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      {!narrow && <TodaysWork extra={work} />}
    </>
  );
}
