import { ActionIcon, Avatar, Badge, Card, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDotsVertical } from '@tabler/icons-react';
import type { TGroupCompanyCard } from '../../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../../shared/domain/company';
import { TEXTOS_GRUPO as T } from '../../../../shared/labels/shell';
import { BlacklistBadge } from '../../../components/sat/blacklist-badge';
import classes from './company-card.module.css';

interface CompanyCardProps {
  company: TGroupCompanyCard;
  /** Administrador may archive and unarchive; others see no options menu. */
  canArchive: boolean;
  onOpen: (company: TCompany) => void;
  onArchive: (company: TCompany, archived: boolean) => void;
  busy: boolean;
}

const initialOf = (name: string) => name.trim().charAt(0).toLocaleUpperCase('es-MX') || '?';

/**
 * A company of the group (spec 3 §2.3): initial, name, RFC, email and the SAT blacklist status.
 * The name is the card's button (its hit area covers the card); archived cards are greyed and
 * cannot be opened, but keep the menu so they can be unarchived.
 */
export function CompanyCard({ company, canArchive, onOpen, onArchive, busy }: CompanyCardProps) {
  const archived = company.archived;
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" className={classes.card} data-archived={archived || undefined} component="article" aria-label={company.name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar radius="xl" size={48} color="avala" variant="filled" aria-hidden="true">
          {initialOf(company.name)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {archived ? (
            <Text fw={700} lineClamp={2}>
              {company.name}
            </Text>
          ) : (
            <UnstyledButton className={classes.open} onClick={() => onOpen(company)} disabled={busy} aria-label={`Trabajar con ${company.name}`}>
              <Text fw={700} lineClamp={2} c="avala.8">
                {company.name}
              </Text>
            </UnstyledButton>
          )}
          <Text fz="sm" c="dimmed">
            RFC: {company.rfc}
          </Text>
          <Text fz="sm" c="dimmed" truncate="end" title={company.email}>
            {company.email || '—'}
          </Text>
          <Group gap={6} mt={6}>
            <BlacklistBadge status={company.blackList} detail={company.blackListDetail} prefix={T.listaNegra} />
            {archived ? (
              <Badge color="gray" variant="filled" tt="none">
                {T.archivada}
              </Badge>
            ) : null}
            {company.tags.map((tag) => (
              <Badge key={tag} color="avala" variant="light" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        </Stack>
        {canArchive ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" className={classes.menu} aria-label={`${T.opciones}: ${company.name}`} disabled={busy}>
                <IconDotsVertical size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {archived ? (
                <Menu.Item leftSection={<IconArchiveOff size={16} aria-hidden="true" />} onClick={() => onArchive(company, false)}>
                  {T.desarchivar}
                </Menu.Item>
              ) : (
                <Menu.Item leftSection={<IconArchive size={16} aria-hidden="true" />} onClick={() => onArchive(company, true)}>
                  {T.archivar}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Card>
  );
}
