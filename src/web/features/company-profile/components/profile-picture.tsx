import { Avatar, Image, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PROFILE_PICTURE } from '../../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../../shared/domain/company';
import { PERFIL_EMPRESA as P } from '../../../../shared/labels/company-form';
import { profilePictureQuery } from '../api/profile-picture.query';
import { useObjectUrl } from '../../../lib/hooks/use-object-url';

const SIZE = PROFILE_PICTURE.displayPx;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The company's picture at 160 px (spec 1 §9), or its initials while there is none. */
export function ProfilePicture({ company }: { company: Pick<TCompany, 'id' | 'name' | 'profilePictureId'> }) {
  const picture = useQuery(profilePictureQuery(company.id, company.profilePictureId));
  const url = useObjectUrl(picture.data);

  if (company.profilePictureId && picture.isPending) return <Skeleton circle height={SIZE} width={SIZE} />;
  if (url) return <Image src={url} alt={P.fotoAlt(company.name)} w={SIZE} h={SIZE} radius={SIZE} fit="cover" style={{ flexShrink: 0, border: '1px solid var(--mantine-color-gray-3)' }} />;
  return (
    <Avatar size={SIZE} radius={SIZE} color="avala" variant="light" aria-label={P.sinFoto} styles={{ placeholder: { fontSize: 48 } }}>
      {initialsOf(company.name)}
    </Avatar>
  );
}
