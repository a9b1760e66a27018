// /admin/dashboard (SPEC §2): one card link per manage section. The page's actions (Logout) come
// from the app, which composes features; this feature knows nothing of auth.
import { useRuntimeConfig, usePageMeta } from '@tours/shared-ui/components';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { MANAGE_SECTIONS } from '../sections';
import { DASHBOARD_HEADING, DASHBOARD_TITLE } from '../texts';

export function DashboardPage({ actions }: { actions?: ReactNode }) {
  const { siteName } = useRuntimeConfig();
  usePageMeta({ title: `${DASHBOARD_TITLE} | ${siteName}` });

  return (
    <section aria-labelledby="manage-sections-heading">
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 24 }}>
        <Typography.Title level={1} id="manage-sections-heading" style={{ margin: 0 }}>
          {DASHBOARD_HEADING}
        </Typography.Title>
        {actions}
      </Flex>
      <Row gutter={[16, 16]} role="list">
        {MANAGE_SECTIONS.map((section) => {
          const id = `section${section.path.replace(/\W+/g, '-')}`;
          return (
            <Col key={section.path} xs={24} sm={12} lg={8} role="listitem">
              {/* The link is named by the card title alone; the description is read after it. */}
              <Link
                to={section.path}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-description`}
                style={{ display: 'block', height: '100%' }}
              >
                <Card hoverable style={{ height: '100%' }}>
                  <Typography.Title
                    level={2}
                    id={`${id}-title`}
                    style={{ fontSize: 20, marginTop: 0 }}
                  >
                    {section.label}
                  </Typography.Title>
                  <Typography.Paragraph
                    type="secondary"
                    id={`${id}-description`}
                    style={{ marginBottom: 0 }}
                  >
                    {section.description}
                  </Typography.Paragraph>
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
