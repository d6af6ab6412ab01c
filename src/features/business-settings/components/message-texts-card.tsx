// "Message texts": the owner writes the opening paragraph of each client e-mail, per kind and
// language, with placeholders and a preview filled from a sample booking on this device
// (docs/decisions.md, Message texts). Saved through the outbox like the Messages card above it.
import './styles';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  MESSAGE_INTRO_MAX,
  MESSAGE_PLACEHOLDERS,
  MESSAGE_TEXT_KINDS,
  MESSAGE_TEXT_LANGUAGES,
  fillIntro,
  introProblem,
  type MessageText,
  type MessageTextKind,
} from '@contract/messages';
import { PendingBadge } from '@/components/offline/pending-badge';
import { QueryState } from '@/components/query-state';
import { messagesOf } from '@/lib/api/api-error';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { useT } from '@/lib/i18n/use-t';
import {
  MESSAGE_TEXTS_TARGET,
  messageTextsQueryOptions,
  useSaveMessageText,
} from '../api/message-texts';
import { messageTextSample, messageTextsTexts } from './message-settings-texts';

type TextLanguage = (typeof MESSAGE_TEXT_LANGUAGES)[number];

const isKind = (value: string | null): value is MessageTextKind =>
  MESSAGE_TEXT_KINDS.some((kind) => kind === value);
const isLanguage = (value: string): value is TextLanguage =>
  MESSAGE_TEXT_LANGUAGES.some((language) => language === value);

/** The paragraphs of the preview: greeting, the intro filled from the sample, the facts line. */
export function previewOf(intro: string, language: TextLanguage, businessName: string): string[] {
  const sample = messageTextSample;
  return [
    sample.greeting[language],
    fillIntro(intro, {
      client: sample.client,
      business: businessName,
      date: sample.date,
      time: sample.time,
      services: sample.services,
      member: sample.member,
    }),
    sample.facts[language],
  ];
}

export function MessageTextsCard() {
  const texts = messageTextsTexts(useT());
  const kindOptions = MESSAGE_TEXT_KINDS.map((kind) => ({ value: kind, label: texts.kinds[kind] }));
  const languageOptions = MESSAGE_TEXT_LANGUAGES.map((language) => ({
    value: language,
    label: texts.languages[language],
  }));
  const query = useQuery(messageTextsQueryOptions());
  const user = useQuery(currentUserQueryOptions());
  const [kind, setKind] = useState<MessageTextKind>('reminder');
  const [language, setLanguage] = useState<TextLanguage>('en');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="message-texts-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="message-texts-title">
          {texts.heading}
        </Title>
        <PendingBadge target={MESSAGE_TEXTS_TARGET} />
      </Group>
      <QueryState query={query} loadingLabel={texts.loading} errorTitle={texts.loadError}>
        {(current) => {
          const entry = current.texts.find(
            (text) => text.kind === kind && text.language === language,
          );
          return (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {texts.intro}
              </Text>
              <Group gap="md" align="flex-end">
                <Select
                  w={260}
                  label={texts.kind}
                  data={kindOptions}
                  value={kind}
                  allowDeselect={false}
                  onChange={(value) => isKind(value) && setKind(value)}
                />
                <div>
                  <Text size="sm" fw={500} id="message-texts-language">
                    {texts.language}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="message-texts-language"
                    data={languageOptions}
                    value={language}
                    onChange={(value) => isLanguage(value) && setLanguage(value)}
                  />
                </div>
              </Group>
              {entry && (
                <IntroEditor
                  // A fresh draft for another kind or language, or when the saved text changes.
                  key={`${kind}:${language}:${entry.intro ?? ''}`}
                  entry={entry}
                  language={language}
                  businessName={user.data?.businessName ?? ''}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Paper>
  );
}

function IntroEditor({
  entry,
  language,
  businessName,
}: {
  entry: MessageText;
  language: TextLanguage;
  businessName: string;
}) {
  const texts = messageTextsTexts(useT());
  const saved = entry.intro ?? entry.defaultIntro;
  const [draft, setDraft] = useState(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const save = useSaveMessageText((error) => setRefusal(messagesOf(error).join(' ')));
  const problem = introProblem(draft);
  const submit = (intro: string) => {
    setRefusal(null);
    save.mutate({ kind: entry.kind, language: entry.language, intro });
  };
  const insert = (placeholder: string) => {
    const at = area.current?.selectionStart ?? draft.length;
    const end = area.current?.selectionEnd ?? at;
    setDraft(`${draft.slice(0, at)}{${placeholder}}${draft.slice(end)}`);
  };
  return (
    <Stack gap="sm">
      <Textarea
        ref={area}
        label={texts.text}
        description={entry.intro === null ? texts.standard : texts.custom}
        autosize
        minRows={3}
        maxLength={MESSAGE_INTRO_MAX}
        value={draft}
        error={problem}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          {texts.placeholders}
        </Text>
        <Group gap={6}>
          {MESSAGE_PLACEHOLDERS.map((placeholder) => (
            <Button
              key={placeholder}
              size="compact-xs"
              variant="default"
              radius="xl"
              onClick={() => insert(placeholder)}
            >
              {`{${placeholder}}`}
            </Button>
          ))}
        </Group>
      </div>
      <div>
        <Text size="sm" fw={600}>
          {texts.preview}
        </Text>
        <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)" aria-label={texts.preview}>
          {previewOf(draft, language, businessName).map((paragraph, index) => (
            <Text key={index} size="sm" style={{ whiteSpace: 'pre-wrap' }} mb={4}>
              {paragraph}
            </Text>
          ))}
        </Paper>
        <Text size="xs" c="dimmed" mt={4}>
          {texts.previewNote}
        </Text>
      </div>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          onClick={() => submit(draft)}
          disabled={problem !== null || draft.trim() === '' || draft === saved}
          loading={save.isPending}
        >
          {texts.save}
        </Button>
        <Button variant="default" onClick={() => submit('')} disabled={entry.intro === null}>
          {texts.reset}
        </Button>
      </Group>
    </Stack>
  );
}
