// /admin/policy-pages (issue 29): the terms, privacy and refund pages with their translations'
// badges; Translate opens a page's বাংলা and हिन्दी tabs, each paragraph beside its English. No
// English tab: the English is the site's own text, kept in code. The translations live in the
// shared translations slice (kind 'policies'), as the other content kinds' do.
import { POLICY_PAGES, type PolicyId } from '@tours/shared-ui/policies';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';

import { EditorPanel } from '../../../components/editor-panel';
import { ManageScreen } from '../../../components/manage-page-header';
import { TranslationTabs } from '../../../components/translation-tabs';
import { POLICIES_TEXTS as T } from '../texts';
import { PolicyPagesTable } from './policy-pages-table';

function PolicyEditor({ id, onClose }: { id: PolicyId; onClose: () => void }) {
  return (
    <EditorPanel title={T.translateLabel(POLICY_PAGES[id].name)}>
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <Typography.Paragraph style={{ flex: '1 1 320px' }}>{T.englishNote}</Typography.Paragraph>
        <Button onClick={onClose}>{T.close}</Button>
      </Flex>
      <TranslationTabs kind="policies" id={id} />
    </EditorPanel>
  );
}

export function PolicyPagesPage() {
  /** The page whose translations are open, or null. */
  const [open, setOpen] = useState<PolicyId | null>(null);
  return (
    <ManageScreen title={T.title}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {/* Keyed by page: another page opens its own editor, fetched and focused afresh. */}
      {open && <PolicyEditor key={open} id={open} onClose={() => setOpen(null)} />}
      <PolicyPagesTable onTranslate={setOpen} />
    </ManageScreen>
  );
}
