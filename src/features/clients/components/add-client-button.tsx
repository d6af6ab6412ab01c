// "Add client" on the Clients screen: a dialog with the client's form. Once the server has the
// client their page opens; added offline, the dialog closes and the list shows them as pending.
import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { useCreateClient } from '../api/create-client';
import { ClientForm } from './client-form';

export function AddClientButton() {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const create = useCreateClient();
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={open}>{t('clients.add')}</Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        opened={opened}
        onClose={close}
        title={t('clients.add')}
        centered
      >
        <ClientForm
          submitLabel={t('clients.add')}
          pending={create.isPending}
          onCancel={close}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (outcome) => {
                close();
                if (outcome.status === 'sent') {
                  void navigate({ to: '/clients/$id', params: { id: String(outcome.data.id) } });
                }
              },
            })
          }
        />
      </Modal>
    </>
  );
}
