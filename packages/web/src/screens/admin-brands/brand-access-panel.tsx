import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { filterAccessCandidates, type AccessCandidate, type AccessCandidateFilter } from '@estudio/domain/brands';
import { Messages } from '@estudio/domain/shared';
import {
  DataTable,
  FilterBar,
  SearchFilter,
  SelectFilter,
  StatusBadge,
  type DataTableColumn,
  UiTexts,
} from '@estudio/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAccessCandidates, useChangeBrandAccess, useRunningAccessChanges } from './api/brands.js';
import { roleFilterOptions } from '../../shared/filter-options.js';
import { TableHeaders } from '../../shared/table-headers.js';
import { AdminBrandsTexts } from './admin-brands-texts.js';

const text = Messages.brandSettings;

export interface BrandAccessPanelProps {
  readonly brandId: string;
  readonly brandName: string;
  readonly onClose: () => void;
  /** A load or write failed: the screen is replaced by the message. */
  readonly onFail: (error: unknown, fallback: string) => void;
}

const NO_FILTER: AccessCandidateFilter = { text: '', roleId: '' };

/**
 * 'Gestionar usuarios para: {brand}': the active users (only they may be granted access),
 * searchable by name or e-mail and by role, each with add or remove. Add and remove show a
 * spinner while they run.
 */
export const BrandAccessPanel = ({ brandId, brandName, onClose, onFail }: BrandAccessPanelProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useAccessCandidates(brandId);
  const change = useChangeBrandAccess(brandId, {
    onFailure: (error, grant) => onFail(error, grant ? text.addAllowedUser : text.removeAllowedUser),
  });
  const running = useRunningAccessChanges(brandId);
  const [filter, setFilter] = useState<AccessCandidateFilter>(NO_FILTER);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (panel.error !== null) onFail(panel.error, text.fetchUsers);
  }, [panel.error, onFail]);

  const run = (candidate: AccessCandidate) => change.mutate({ email: candidate.email, grant: !candidate.hasAccess });

  const data = panel.data ?? null;
  const visible = useMemo(() => (data === null ? [] : filterAccessCandidates(data.candidates, filter)), [data, filter]);
  const roleOptions = useMemo(() => roleFilterOptions(data?.roles ?? []), [data]);
  const title = AdminBrandsTexts.manageUsersTitle(brandName);

  const columns: DataTableColumn<AccessCandidate>[] = [
    {
      key: 'access',
      header: AdminBrandsTexts.access,
      cell: (c) => (
        <StatusBadge
          size="sm"
          status={c.hasAccess ? 'active' : 'disabled'}
          label={c.hasAccess ? AdminBrandsTexts.hasAccess : AdminBrandsTexts.noAccess}
        />
      ),
    },
    { key: 'name', header: TableHeaders.accessPanel.name, cell: (c) => c.name },
    { key: 'email', header: TableHeaders.accessPanel.email, cell: (c) => c.email },
    {
      key: 'role',
      header: TableHeaders.accessPanel.role,
      cell: (c) => (
        // A role's permissions make a long line: it wraps instead of widening the table.
        <Box whiteSpace="normal" maxW="26rem" fontSize="xs">
          {AdminBrandsTexts.roleWithPermissions(c.roleName, c.rolePermissions)}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: TableHeaders.accessPanel.actions,
      cell: (c) => {
        const label = c.hasAccess ? AdminBrandsTexts.revoke : AdminBrandsTexts.grant;
        return (
          <Button
            size="xs"
            variant={c.hasAccess ? 'outline' : 'solid'}
            colorPalette={c.hasAccess ? 'red' : 'brand'}
            aria-label={`${label} ${c.name || c.email}`}
            loading={running.has(c.email)}
            onClick={() => run(c)}
          >
            {label}
          </Button>
        );
      },
    },
  ];

  return (
    <Box as="section" aria-label={title} mt="6" bg="bg" borderWidth="1px" borderRadius="card" p="4">
      <Flex justify="space-between" align="center" gap="4" mb="4">
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1}>
          {title}
        </Heading>
        <Button size="sm" variant="outline" onClick={onClose}>
          {UiTexts.dialogs.close}
        </Button>
      </Flex>
      <FilterBar label={AdminBrandsTexts.candidateFilters}>
        <SearchFilter
          label={AdminBrandsTexts.searchUsers}
          value={filter.text}
          onChange={(value) => setFilter((current) => ({ ...current, text: value }))}
        />
        <SelectFilter
          label={AdminBrandsTexts.roleFilter}
          value={filter.roleId}
          options={roleOptions}
          onChange={(value) => setFilter((current) => ({ ...current, roleId: value }))}
        />
      </FilterBar>
      <DataTable
        label={AdminBrandsTexts.candidatesTable}
        columns={columns}
        rows={visible}
        rowKey={(c) => c.uid}
        loading={data === null}
      />
    </Box>
  );
};
