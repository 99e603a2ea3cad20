import { Button, Menu, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TUserMe } from '../../../shared/domain/user';
import { TEXTOS_EMPRESA_PRINCIPAL as T } from '../../../shared/labels/shell';
import { chooseMainCompany } from '../../lib/company/choose-main-company';
import { companiesQuery } from '../../lib/company/companies.query';
import { errorMessage } from '../../lib/http/api-error';
import { withProcessing } from '../../lib/loading/global-loading';
import { notifyError } from './notify';
import { HEADER_DROPDOWN } from './header-dropdown';

/** Names are shown in upper case, cut to 36 characters (spec 3 §2.2). */
export function companyTitle(name: string | undefined): string {
  const upper = name?.trim().toLocaleUpperCase('es-MX');
  if (!upper) return T.sinEmpresa;
  return upper.length > 36 ? `${upper.slice(0, 36).trimEnd()}…` : upper;
}

interface CompanySwitcherProps {
  user: TUserMe | undefined;
  /** `header` sits on the coloured top bar; `drawer` in the phone menu. */
  variant: 'header' | 'drawer';
  onChosen?: () => void;
}

/**
 * The main-company menu of the top bar (spec 1 §4): lists the companies the user may act for,
 * marks the current one, and is shown only when there is more than one to choose from.
 * Choosing one goes to /dashboard, which opens the group home or the home for that company.
 */
export function CompanySwitcher({ user, variant, onChosen }: CompanySwitcherProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data } = useQuery({ ...companiesQuery(), enabled: Boolean(user) });
  const current = user?.mainCompany;
  const choices = (data?.items ?? []).filter((c) => !c.archived || c.id === current?.id);
  if (!user || choices.length < 2) return null;

  const choose = async (company: (typeof choices)[number]) => {
    onChosen?.();
    if (company.id === current?.id) return;
    try {
      await withProcessing(() => chooseMainCompany(queryClient, company));
      await navigate({ to: '/dashboard' });
    } catch (error) {
      notifyError(T.errorCambiar, errorMessage(error));
    }
  };

  return (
    // In the top bar and in the menu drawer alike, the switcher sits on something fixed.
    <Menu {...HEADER_DROPDOWN} width={320} shadow="md">
      <Menu.Target>
        <Button
          variant={variant === 'header' ? 'subtle' : 'light'}
          color={variant === 'header' ? 'white' : undefined}
          leftSection={<IconBuildingSkyscraper size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          aria-label={`${T.cambiarEmpresa}. ${T.empresaActual}: ${current?.name ?? T.sinEmpresa}`}
          fullWidth={variant === 'drawer'}
          justify={variant === 'drawer' ? 'space-between' : undefined}
          maw={variant === 'header' ? 280 : undefined}
        >
          <Text span inherit truncate="end">
            {companyTitle(current?.name)}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{T.cambiarEmpresa}</Menu.Label>
        {choices.map((company) => {
          const isCurrent = company.id === current?.id;
          return (
            <Menu.Item
              key={company.id}
              onClick={() => void choose(company)}
              aria-current={isCurrent ? 'true' : undefined}
              leftSection={isCurrent ? <IconCheck size={16} aria-label={T.empresaActual} /> : <span style={{ width: 16, display: 'inline-block' }} />}
            >
              <Text fz="sm" fw={isCurrent ? 700 : 500} lineClamp={2}>
                {company.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {company.rfc}
                {company.group ? ' · Grupo' : ''}
              </Text>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
