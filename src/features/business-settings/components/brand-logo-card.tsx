// Card "Business Branding": the logo the online booking portal shows, its removal, and a dropzone
// for a new one (a single image, previewed 130 px wide; spec 2, 8 and 9).
import './styles';
import '@mantine/dropzone/styles.css';
import { useRef } from 'react';
import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { uploadsPath } from '@contract/api-paths';
import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@contract/business-settings';
import type { CurrentUser } from '@contract/auth';
import { PendingBadge } from '@/components/offline/pending-badge';
import { notifyDanger } from '@/lib/notifications/notify';
import { useT } from '@/lib/i18n/use-t';
import { useRemoveBrandLogo } from '../api/remove-brand-logo';
import { useObjectUrl } from '../hooks/use-object-url';
import { usePendingLogo } from '../hooks/use-pending-logo';
import { BUSINESS_INFO_TARGET } from '../api/query-keys';

const LOGO_PREVIEW_WIDTH = 130;

/** react-dropzone's own texts ("File type must be ...", "Too many files"), each shown once. */
function rejectionMessages(rejections: FileRejection[]): string[] {
  const messages = rejections.flatMap((rejection) =>
    rejection.errors.map((error) => error.message),
  );
  return [...new Set(messages)];
}

interface BrandLogoCardProps {
  user: CurrentUser;
  file: File | null;
  onFileChange: (file: File | null) => void;
}

export function BrandLogoCard({ user, file, onFileChange }: BrandLogoCardProps) {
  const t = useT();
  const previewUrl = useObjectUrl(file);
  // A logo saved offline shows as the logo (marked pending) until it reaches the server.
  const pendingLogoUrl = useObjectUrl(usePendingLogo());
  const logoUrl = pendingLogoUrl ?? (user.brand_logo ? uploadsPath(user.brand_logo) : null);
  const removeLogo = useRemoveBrandLogo(user.id);
  const openRef = useRef<() => void>(null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="branding-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="branding-heading">
            {t('settings.branding')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.brandingHint')}
          </Text>
        </div>

        {logoUrl ? (
          <Group gap="md" align="center">
            <Image
              src={logoUrl}
              alt={t('settings.logo')}
              w={LOGO_PREVIEW_WIDTH}
              fit="contain"
              radius="sm"
            />
            {pendingLogoUrl && <PendingBadge target={BUSINESS_INFO_TARGET} />}
            <Button
              variant="light"
              color="red"
              onClick={() => removeLogo.mutate()}
              loading={removeLogo.isPending}
            >
              {t('settings.deleteLogo')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('settings.noLogo')}</Text>
        )}

        <Dropzone
          onDrop={(files) => onFileChange(files[0] ?? null)}
          onReject={(rejections) =>
            rejectionMessages(rejections).forEach((msg) => notifyDanger(msg))
          }
          accept={LOGO_MIME_TYPES}
          maxSize={LOGO_MAX_BYTES}
          multiple={false}
          openRef={openRef}
          // The area is for dragging and clicking; keyboards and screen readers get the real button
          // below (a focusable area around the file input is a nested-interactive violation).
          activateOnKeyboard={false}
        >
          <Stack align="center" gap={4} mih={96} justify="center" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <Text fw={600}>{t('settings.dropImage')}</Text>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <Text fw={600} c="red">
                {t('settings.logoRejected')}
              </Text>
            </Dropzone.Reject>
            <Dropzone.Idle>
              <Text fw={600} ta="center">
                {t('settings.dragImage')}
              </Text>
            </Dropzone.Idle>
            <Text size="sm" c="dimmed" ta="center">
              {t('settings.logoRule', { megabytes: LOGO_MAX_BYTES / 1024 / 1024 })}
            </Text>
          </Stack>
        </Dropzone>

        <Button
          variant="default"
          onClick={() => openRef.current?.()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('settings.chooseImage')}
        </Button>

        {file && previewUrl && (
          <Group gap="md" align="center">
            <Image
              src={previewUrl}
              alt={t('settings.logoPreview')}
              w={LOGO_PREVIEW_WIDTH}
              fit="contain"
              radius="sm"
            />
            <Stack gap={4}>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('settings.savedWithForm')}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => onFileChange(null)}>
                {t('settings.removeChosenImage')}
              </Button>
            </Stack>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
