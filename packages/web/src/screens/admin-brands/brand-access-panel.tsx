import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import {
  BrandAdministration,
  Messages,
  filterAccessCandidates,
  hasAllowedUser,
  roleFilterOptions,
  type AccessCandidate,
  type AccessCandidateFilter,
  type Brand,
  type Role,
} from '@estudio/domain';
import { DataTable, FilterBar, SearchFilter, SelectFilter, StatusBadge, type DataTableColumn } from '@estudio/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useService } from '../../app/services.js';
import { useSession } from '../../app/session.js';

const text = Messages.brandSettings;

export interface BrandAccessPanelProps {
  readonly brandId: string;
  readonly brandName: string;
  readonly onClose: () => void;
  /** allowedUsers changed: the screen updates its row and the sidebar's brands. */
  readonly onBrandChanged: (brand: Brand) => void;
  /** A load or write failed: the screen is replaced by the message. */
  readonly onFail: (error: unknown, fallback: string) => void;
}

interface PanelData {
  readonly candidates: AccessCandidate[];
  readonly roles: Role[];
}

const NO_FILTER: AccessCandidateFilter = { text: '', roleId: '' };

/**
 * 'Gestionar usuarios para: {brand}': the active users (only they may be granted access),
 * searchable by name or e-mail and by role, each with add or remove. Add and remove show a
 * spinner while they run.
 */
export const BrandAccessPanel = ({ brandId, brandName, onClose, onBrandChanged, onFail }: BrandAccessPanelProps) => {
  const { actor } = useSession();
  const brands = useService(BrandAdministration);
  const heading = useRef<HTMLHeadingElement>(null);
  const [data, setData] = useState<PanelData | null>(null);
  const [filter, setFilter] = useState<AccessCandidateFilter>(NO_FILTER);
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    let current = true;
    brands.listAccessCandidates(actor, brandId).then(
      ({ candidates, roles }) => {
        if (current) setData({ candidates, roles });
      },
      (error: unknown) => {
        if (current) onFail(error, text.fetchUsers);
      },
    );
    return () => {
      current = false;
    };
  }, [brands, actor, brandId, onFail]);

  /** The brand as written: each row's mark follows its allowedUsers. */
  const follow = (brand: Brand) => {
    setData((current) =>
      current === null
        ? null
        : { ...current, candidates: current.candidates.map((c) => ({ ...c, hasAccess: hasAllowedUser(brand, c.email) })) },
    );
    onBrandChanged(brand);
  };

  const run = async (candidate: AccessCandidate) => {
    const grant = !candidate.hasAccess;
    setRunning((current) => new Set(current).add(candidate.email));
    try {
      follow(
        grant
          ? await brands.grantAccess(actor, brandId, candidate.email)
          : await brands.revokeAccess(actor, brandId, candidate.email),
      );
    } catch (error) {
      onFail(error, grant ? text.addAllowedUser : text.removeAllowedUser);
    } finally {
      setRunning((current) => {
        const next = new Set(current);
        next.delete(candidate.email);
        return next;
      });
    }
  };

  const visible = useMemo(() => (data === null ? [] : filterAccessCandidates(data.candidates, filter)), [data, filter]);
  const roleOptions = useMemo(() => roleFilterOptions(data?.roles ?? []), [data]);
  const title = text.manageUsersTitle(brandName);

  const columns: DataTableColumn<AccessCandidate>[] = [
    {
      key: 'access',
      header: text.access,
      cell: (c) => <StatusBadge size="sm" status={c.hasAccess ? 'active' : 'disabled'} label={c.hasAccess ? text.hasAccess : text.noAccess} />,
    },
    { key: 'name', header: text.panelColumns.name, cell: (c) => c.name },
    { key: 'email', header: text.panelColumns.email, cell: (c) => c.email },
    {
      key: 'role',
      header: text.panelColumns.role,
      cell: (c) => (
        // A role's permissions make a long line: it wraps instead of widening the table.
        <Box whiteSpace="normal" maxW="26rem" fontSize="xs">
          {text.roleWithPermissions(c.roleName, c.rolePermissions)}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: text.panelColumns.actions,
      cell: (c) => {
        const label = c.hasAccess ? text.revoke : text.grant;
        return (
          <Button
            size="xs"
            variant={c.hasAccess ? 'outline' : 'solid'}
            colorPalette={c.hasAccess ? 'red' : 'brand'}
            aria-label={`${label} ${c.name || c.email}`}
            loading={running.has(c.email)}
            onClick={() => void run(c)}
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
          {Messages.ui.dialogs.close}
        </Button>
      </Flex>
      <FilterBar label={text.candidateFilters}>
        <SearchFilter
          label={text.searchUsers}
          value={filter.text}
          onChange={(value) => setFilter((current) => ({ ...current, text: value }))}
        />
        <SelectFilter
          label={text.roleFilter}
          value={filter.roleId}
          options={roleOptions}
          onChange={(value) => setFilter((current) => ({ ...current, roleId: value }))}
        />
      </FilterBar>
      <DataTable
        label={text.candidatesTable}
        columns={columns}
        rows={visible}
        rowKey={(c) => c.uid}
        loading={data === null}
      />
    </Box>
  );
};
