import { ActionIcon, Alert, Badge, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { Popup } from '../../../../components/ui/popup';
import type { ArtisanFileLink, ArtisanPictureLink } from '../../api/get-artisan';
import {
  documentProblem,
  factsOf,
  fileProblemOf,
  MAX_PICTURES,
  pictureProblem,
  type FileProblem,
} from './file-rules';
import { ProfileSection } from './profile-section';
import type { PendingFiles } from './sync-files';
import { downloadStoredFile, useLocalFileUrl, useStoredFileUrl } from './use-object-url';
import classes from './profile.module.css';

type Refusal = { name: string; problem: FileProblem };

function RemoveIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" fill="none" />
    </svg>
  );
}

/** The red cross that takes a picture off the profile (a stored one, or one not sent yet). */
function RemoveButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red.9"
      c="red.9"
      size="sm"
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      <RemoveIcon />
    </ActionIcon>
  );
}

function EnlargeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M15 15l5.5 5.5M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

/** The image once its bytes are there, else what is happening to them. */
function PictureImage({
  url,
  failed,
  alt,
  onClick,
}: {
  url: string | undefined;
  failed?: boolean;
  alt: string;
  onClick?: () => void;
}) {
  const { t } = useTranslation('artisan-profile');
  // A click on the image is a shortcut for the mouse; the enlarge button is there for everyone.
  return url ? (
    <img src={url} alt={alt} onClick={onClick} className={onClick ? classes.enlargeable : undefined} />
  ) : (
    <Text size="xs" c="dimmed" ta="center" px="xs">
      {failed ? t('files.pictureFailed') : t('files.pictureLoading')}
    </Text>
  );
}

/** A picture's frame: the image, its caption, and an action. */
function PictureFrame({
  url,
  failed,
  alt,
  caption,
  badge,
  action,
  onClick,
}: {
  url: string | undefined;
  failed?: boolean;
  alt: string;
  caption: string;
  badge?: string;
  action?: ReactNode;
  onClick?: () => void;
}) {
  return (
    <li className={classes.picture}>
      <div className={classes.pictureImage}>
        <PictureImage url={url} failed={failed} alt={alt} onClick={onClick} />
        {badge ? (
          <Badge className={classes.pictureBadge} size="sm" color="bronze.8" variant="filled">
            {badge}
          </Badge>
        ) : null}
      </div>
      <Group justify="space-between" gap={4} wrap="nowrap" className={classes.pictureCaption}>
        <Text size="xs" truncate="end">
          {caption}
        </Text>
        {action}
      </Group>
    </li>
  );
}

/** The whole picture in a popup; its bytes are fetched only once it is opened. */
function LargePicture({
  link,
  label,
  opened,
  onClose,
}: {
  link: ArtisanPictureLink;
  label: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { url, failed } = useStoredFileUrl(opened ? link['@id'] : undefined);
  return (
    <Popup opened={opened} onClose={onClose} title={label} size="xl" testId="large-picture">
      <div className={classes.largePicture}>
        <PictureImage url={url} failed={failed} alt={label} />
      </div>
    </Popup>
  );
}

/**
 * A stored picture, fetched with the session's token: its thumbnail in the tile (a few KB rather
 * than up to 1 MB each), the whole picture when it is shown large.
 */
export function StoredPicture({
  link,
  number,
  action,
}: {
  link: ArtisanPictureLink;
  number: number;
  action?: ReactNode;
}) {
  const { t } = useTranslation('artisan-profile');
  const [large, setLarge] = useState(false);
  const { url, failed } = useStoredFileUrl(link.thumbnail);
  const label = t('files.picture', { number });
  return (
    <>
      <PictureFrame
        url={url}
        failed={failed}
        alt={label}
        caption={label}
        onClick={() => setLarge(true)}
        action={
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="forest.8"
              c="forest.8"
              size="sm"
              aria-label={t('files.showPicture', { number })}
              onClick={() => setLarge(true)}
            >
              <EnlargeIcon />
            </ActionIcon>
            {action}
          </Group>
        }
      />
      <LargePicture link={link} label={label} opened={large} onClose={() => setLarge(false)} />
    </>
  );
}

function NewPicture({ file, action }: { file: File; action: ReactNode }) {
  const { t } = useTranslation('artisan-profile');
  const url = useLocalFileUrl(file);
  return (
    <PictureFrame
      url={url}
      alt={t('files.newPicture', { name: file.name })}
      caption={file.name}
      badge={t('files.new')}
      action={action}
    />
  );
}

/** The PDF as a button that downloads it (its bytes need the token too). */
export function DocumentDownload({ link }: { link: ArtisanFileLink }) {
  const { t } = useTranslation('artisan-profile');
  const [failed, setFailed] = useState(false);
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="compact-sm"
        onClick={() => {
          setFailed(false);
          downloadStoredFile(link['@id'], 'artisan-document.pdf').catch(() => setFailed(true));
        }}
      >
        {t('files.download')}
      </Button>
      {failed ? (
        <Text size="sm" c="red.9" role="alert">
          {t('messages.generic', { ns: 'common' })}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * Pictures (up to 5, JPEG or PNG under 1 MB) and the PDF (under 2 MB) of SPEC.md section 5. Files
 * are checked by their bytes when picked (the API checks again) and sent when the profile is saved.
 */
export function ProfileFiles({
  stored,
  pending,
  error,
  disabled,
  onAddPictures,
  onDropPicture,
  onRemovePicture,
  onSetDocument,
  onRemoveDocument,
}: {
  stored: { pictures: readonly ArtisanPictureLink[]; document: ArtisanFileLink | null };
  pending: PendingFiles;
  /** A refused upload of the last save. */
  error: unknown;
  disabled: boolean;
  onAddPictures: (files: File[]) => void;
  onDropPicture: (index: number) => void;
  onRemovePicture: (fileId: string) => void;
  onSetDocument: (file: File) => void;
  onRemoveDocument: () => void;
}) {
  const { t } = useTranslation(['artisan-profile', 'common']);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const keptPictures = stored.pictures
    .map((link, index) => ({ link, number: index + 1 }))
    .filter(({ link }) => !pending.removedPictures.includes(link.id));
  const count = keptPictures.length + pending.pictures.length;
  const storedDocument = pending.removeDocument ? null : stored.document;

  const pickPictures = async (files: File[]) => {
    const found: Refusal[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = pictureProblem(await factsOf(file));
      if (problem) found.push({ name: file.name, problem });
      else if (count + accepted.length >= MAX_PICTURES)
        found.push({ name: file.name, problem: 'tooManyPictures' });
      else accepted.push(file);
    }
    setRefusals(found);
    if (accepted.length > 0) onAddPictures(accepted);
  };

  const pickDocument = async (file: File | null) => {
    if (!file) return;
    const problem = documentProblem(await factsOf(file));
    setRefusals(problem ? [{ name: file.name, problem }] : []);
    if (!problem) onSetDocument(file);
  };

  const serverProblem = fileProblemOf(error);

  return (
    <ProfileSection title={t('sections.files')} testId="profile-files">
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={600} size="sm" id="profile-pictures-label">
            {t('files.pictures')}
          </Text>
          <Text size="sm" c="var(--ink-soft)" data-testid="picture-count">
            {t('files.count', { count, max: MAX_PICTURES })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('files.picturesHint')}
        </Text>
      </Stack>
      {count > 0 ? (
        <ul
          className={classes.pictures}
          aria-labelledby="profile-pictures-label"
          data-testid="profile-pictures"
        >
          {keptPictures.map(({ link, number }) => (
            <StoredPicture
              key={link.id}
              link={link}
              number={number}
              action={
                <RemoveButton
                  label={t('files.removePicture', { number })}
                  disabled={disabled}
                  onClick={() => onRemovePicture(link.id)}
                />
              }
            />
          ))}
          {pending.pictures.map((file, index) => (
            <NewPicture
              key={`${file.name}-${index}`}
              file={file}
              action={
                <RemoveButton
                  label={t('files.removeNewPicture', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onDropPicture(index)}
                />
              }
            />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="var(--ink-soft)">
          {t('files.noPicture')}
        </Text>
      )}
      <Group>
        <FileButton
          multiple
          accept="image/jpeg,image/png"
          onChange={(files) => void pickPictures(files)}
          disabled={disabled || count >= MAX_PICTURES}
          inputProps={{ 'aria-label': t('files.addPictures') }}
        >
          {(props) => (
            <Button {...props} variant="default" disabled={disabled || count >= MAX_PICTURES}>
              {t('files.addPictures')}
            </Button>
          )}
        </FileButton>
      </Group>

      <Stack gap={6} mt="sm">
        <Text fw={600} size="sm">
          {t('files.document')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('files.documentHint')}
        </Text>
      </Stack>
      <Group gap="sm" data-testid="profile-document">
        {pending.document ? (
          <>
            <Badge size="sm" color="bronze.8" variant="filled">
              {t('files.new')}
            </Badge>
            <Text size="sm">{pending.document.name}</Text>
          </>
        ) : storedDocument ? (
          <>
            <Text size="sm">{t('files.storedDocument')}</Text>
            <DocumentDownload link={storedDocument} />
          </>
        ) : (
          <Text size="sm" c="var(--ink-soft)">
            {t('files.noDocument')}
          </Text>
        )}
      </Group>
      <Group gap="sm">
        <FileButton
          accept="application/pdf"
          onChange={(file) => void pickDocument(file)}
          disabled={disabled}
          inputProps={{ 'aria-label': t('files.chooseDocument') }}
        >
          {(props) => (
            <Button {...props} variant="default" disabled={disabled}>
              {pending.document || storedDocument ? t('files.replaceDocument') : t('files.chooseDocument')}
            </Button>
          )}
        </FileButton>
        {pending.document || storedDocument ? (
          <Button variant="subtle" color="red.9" c="red.9" disabled={disabled} onClick={onRemoveDocument}>
            {t('files.removeDocument')}
          </Button>
        ) : null}
      </Group>

      <Text size="xs" c="var(--ink-soft)">
        {t('files.savedWithProfile')}
      </Text>
      {refusals.length > 0 ? (
        <Alert color="red" variant="light" role="alert" data-testid="file-refusals">
          <List size="sm" spacing={2}>
            {refusals.map((refusal, index) => (
              <List.Item key={`${refusal.name}-${index}`}>
                {t('files.refusal', { name: refusal.name, message: t(`files.problems.${refusal.problem}`) })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {error ? (
        serverProblem ? (
          <Alert color="red" variant="light" role="alert" title={t('errors.title', { ns: 'common' })}>
            {t(`files.problems.${serverProblem}`)}
          </Alert>
        ) : (
          <ErrorAlert error={error} />
        )
      ) : null}
    </ProfileSection>
  );
}
