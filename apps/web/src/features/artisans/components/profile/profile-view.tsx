import { Anchor, Divider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_NAMES, SOCIAL_NETWORKS, type LinkField } from '../../../../lib/validation/artisan-fields';
import type { Artisan } from '../../api/get-artisan';
import { DocumentDownload, StoredPicture } from './profile-files';
import type { ProfileOptions } from './profile-options';
import type { Editor } from './profile-rules';
import { ProfileSection } from './profile-section';
import classes from './profile.module.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The see mode (SPEC.md section 2, "Artisan profile: see"): the same sections as the form, read
 * only, with the pictures and the PDF.
 */
export function ProfileView({
  artisan,
  options,
  editor,
}: {
  artisan: Artisan;
  options: ProfileOptions;
  editor: Editor;
}) {
  const { t } = useTranslation(['artisan-profile', 'common']);
  const empty = (
    <Text component="span" c="dimmed" size="sm">
      {t('view.empty')}
    </Text>
  );
  const text = (value: string | number | null) =>
    value === null || value === '' ? empty : <Text span>{value}</Text>;
  const name = (iri: string | null) => text(iri === null ? null : (options.names.get(iri) ?? null));
  const names = (iris: readonly string[]) =>
    text(
      iris
        .map((iri) => options.names.get(iri))
        .filter(Boolean)
        .join(', '),
    );
  const yesNo = (value: boolean) => <Text span>{value ? t('view.yes') : t('view.no')}</Text>;
  const link = (field: LinkField) => {
    const value = artisan[field];
    return (
      <Field key={field} label={NETWORK_NAMES[field] ?? t(`fields.${field}`)}>
        {value ? (
          <Anchor href={value} target="_blank" rel="noopener noreferrer" c="forest.8">
            {value}
          </Anchor>
        ) : (
          empty
        )}
      </Field>
    );
  };
  const consideredAs =
    artisan.consideredAs === 'Master'
      ? t('consideredAs.master')
      : artisan.consideredAs === 'Rising Talent'
        ? t('consideredAs.risingTalent')
        : null;

  return (
    <Stack gap="xl" data-testid="artisan-profile-view">
      <ProfileSection title={t('sections.identity')} asFieldset={false}>
        <dl className={classes.fields}>
          <Field label={t('fields.title')}>
            {text(artisan.title === 'Mr.' ? t('fields.mr') : artisan.title === 'Ms.' ? t('fields.ms') : null)}
          </Field>
          <Field label={t('fields.firstName')}>{text(artisan.firstName)}</Field>
          <Field label={t('fields.lastName')}>{text(artisan.lastName)}</Field>
          <Field label={t('fields.associated')}>{text(artisan.associated)}</Field>
          <Field label={t('fields.workshop')}>{text(artisan.workshop)}</Field>
        </dl>
      </ProfileSection>

      <Divider color="var(--rule)" />
      <ProfileSection title={t('sections.craft')} asFieldset={false}>
        <dl className={classes.fields}>
          <Field label={t('fields.craftMaterail')}>{name(artisan.craftMaterail)}</Field>
          <Field label={t('fields.craftPerson')}>{name(artisan.craftPerson)}</Field>
          <Field label={t('fields.inActivity')}>{text(artisan.inActivity)}</Field>
        </dl>
      </ProfileSection>

      <Divider color="var(--rule)" />
      <ProfileSection title={t('sections.contact')} asFieldset={false}>
        <dl className={classes.fields}>
          <Field label={t('fields.email', { ns: 'common' })}>{text(artisan.email)}</Field>
          <Field label={t('fields.phone')}>{text(artisan.phone)}</Field>
          <Field label={t('fields.address')}>{text(artisan.address)}</Field>
          <Field label={t('fields.postalCode')}>{text(artisan.postalCode)}</Field>
          <Field label={t('fields.place')}>{text(artisan.place)}</Field>
          <Field label={t('fields.country')}>{name(artisan.country)}</Field>
          <Field label={t('fields.isReceiveNews')}>{yesNo(artisan.isReceiveNews)}</Field>
        </dl>
      </ProfileSection>

      <Divider color="var(--rule)" />
      <ProfileSection title={t('sections.online')} asFieldset={false}>
        <dl className={classes.fields}>
          {link('website')}
          {SOCIAL_NETWORKS.map((network) => link(network))}
        </dl>
      </ProfileSection>

      <Divider color="var(--rule)" />
      <ProfileSection title={t('sections.files')} asFieldset={false} testId="profile-files">
        <Text fw={600} size="sm" id="profile-pictures-label">
          {t('files.pictures')}
        </Text>
        {artisan.pictures.length > 0 ? (
          <ul
            className={classes.pictures}
            aria-labelledby="profile-pictures-label"
            data-testid="profile-pictures"
          >
            {artisan.pictures.map((picture, index) => (
              <StoredPicture key={picture.id} link={picture} number={index + 1} />
            ))}
          </ul>
        ) : (
          <Text size="sm" c="var(--ink-soft)">
            {t('files.noPicture')}
          </Text>
        )}
        <Text fw={600} size="sm" mt="sm">
          {t('files.document')}
        </Text>
        {artisan.document ? (
          <DocumentDownload link={artisan.document} />
        ) : (
          <Text size="sm" c="var(--ink-soft)">
            {t('files.noDocument')}
          </Text>
        )}
      </ProfileSection>

      {editor !== 'artisan' ? (
        <>
          <Divider color="var(--rule)" />
          <ProfileSection title={t('sections.foundation')} asFieldset={false} testId="foundation-fields">
            <dl className={classes.fields}>
              <Field label={t('fields.master')}>{yesNo(artisan.master)}</Field>
              <Field label={t('fields.risingTalent')}>{yesNo(artisan.risingTalent)}</Field>
              <Field label={t('fields.deceased')}>{yesNo(artisan.deceased)}</Field>
              <Field label={t('fields.consideredAs')}>{text(consideredAs)}</Field>
              <Field label={t('fields.recommendations')}>{names(artisan.recommendations)}</Field>
              <Field label={t('fields.confirmeds')}>{names(artisan.confirmeds)}</Field>
              <Field label={t('fields.suggestedCountries')}>{names(artisan.suggestedCountries)}</Field>
              <Field label={t('fields.selfAssessment')}>{yesNo(artisan.selfAssessment)}</Field>
              {editor === 'admin' ? (
                <Field label={t('fields.pending')}>{yesNo(artisan.pending)}</Field>
              ) : null}
            </dl>
          </ProfileSection>
        </>
      ) : null}
    </Stack>
  );
}
