// The three policy pages (fixed, from @tours/shared-ui/policies): each page's name with its
// 'missing translation' badges, its address on the public site, and a Translate button.
import { isPolicyId, POLICY_IDS, POLICY_PAGES, type PolicyId } from '@tours/shared-ui/policies';
import type { TableColumnsType } from 'antd';

import { DataTable } from '../../../components/data-table';
import { editColumn } from '../../../components/table-columns';
import { useTranslationBadges, withBadges } from '../../../components/translation-badges';
import { POLICIES_TEXTS as T } from '../texts';

interface PolicyRow {
  _id: PolicyId;
  name: string;
  path: string;
}

// Built once: the badges' statuses are fetched again whenever the rows change.
const ROWS: PolicyRow[] = POLICY_IDS.map((id) => ({ _id: id, ...POLICY_PAGES[id] }));

export function PolicyPagesTable({ onTranslate }: { onTranslate: (id: PolicyId) => void }) {
  const { badgesOf, note } = useTranslationBadges('policies', ROWS);
  const columns: TableColumnsType<PolicyRow> = [
    withBadges<PolicyRow>({ title: T.page, dataIndex: 'name', key: 'name' }, badgesOf),
    { title: T.address, dataIndex: 'path', key: 'path' },
    editColumn<PolicyRow>({
      title: T.translate,
      text: T.translate,
      label: (row) => T.translateLabel(row.name),
      // Always one of ROWS' ids; the guard narrows the row's string id without a cast.
      onEdit: (id) => {
        if (isPolicyId(id)) onTranslate(id);
      },
    }),
  ];
  return (
    <>
      {note}
      <DataTable<PolicyRow> rows={ROWS} columns={columns} emptyText="" />
    </>
  );
}
