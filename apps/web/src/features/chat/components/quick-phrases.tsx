import { chatLimits, type QuickPhrase } from '@mall/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { toast } from '../../../lib/toast';
import { useQuickPhraseMutations, useQuickPhrases } from '../api/quick-phrases';

/**
 * Quick phrases (spec §2 screen 6, §4, §5): the list with its count out of 10, add (at most 400
 * characters, empty rejected), delete in edit mode, a click inserts the phrase into the message input.
 */
export function QuickPhrases({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation('chat');
  const query = useQuickPhrases();
  const { add, remove } = useQuickPhraseMutations();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const phrases = query.data ?? [];
  const max = chatLimits.quickPhraseCount;
  const full = phrases.length >= max;

  const save = () => {
    const quickName = draft.trim();
    if (!quickName) {
      toast.warning(t('quick.enterContent'));
      return;
    }
    add.mutate(quickName, {
      onSuccess: () => {
        setDraft('');
        setAdding(false);
        toast.success(t('quick.added'));
      },
    });
  };

  const startAdding = () => {
    if (full) {
      toast.warning(t('quick.full', { max }));
      return;
    }
    setEditing(false);
    setAdding(true);
  };

  return (
    <section className="chat-quick" aria-labelledby="chat-quick-title" data-testid="quick-phrases">
      <header className="chat-quick__head">
        <h3 id="chat-quick-title">{t('quick.title', { count: phrases.length, max })}</h3>
        <span className="chat-quick__actions">
          <Button size="small" type="link" onClick={startAdding} disabled={adding}>
            {t('quick.add')}
          </Button>
          <Button
            size="small"
            type="link"
            onClick={() => setEditing((value) => !value)}
            disabled={phrases.length === 0 && !editing}
            aria-pressed={editing}
          >
            {editing ? t('quick.done') : t('quick.edit')}
          </Button>
        </span>
      </header>
      {adding && (
        <div className="chat-quick__form">
          <Input.TextArea
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={chatLimits.quickPhraseMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('quick.placeholder', { max: chatLimits.quickPhraseMax })}
            aria-label={t('quick.placeholder', { max: chatLimits.quickPhraseMax })}
          />
          <div className="chat-quick__form-actions">
            <Button
              size="small"
              onClick={() => {
                setAdding(false);
                setDraft('');
              }}
            >
              {t('quick.cancel')}
            </Button>
            <Button size="small" type="primary" onClick={save} loading={add.isPending}>
              {t('quick.save')}
            </Button>
          </div>
        </div>
      )}
      {/* While the first phrase is being written, the form says enough. */}
      {!(adding && phrases.length === 0) && (
        <QueryState query={query} compact isEmpty={(list) => list.length === 0} emptyText={t('quick.empty')}>
          {(list) => (
            <ul className="chat-quick__list">
              {list.map((phrase: QuickPhrase) => (
                <li key={phrase.quickId} className="chat-quick__item">
                  <button
                    type="button"
                    className="chat-quick__text"
                    onClick={() => onInsert(phrase.quickName)}
                    aria-label={t('quick.insert', { text: phrase.quickName })}
                  >
                    {phrase.quickName}
                  </button>
                  {editing && (
                    <Button
                      size="small"
                      type="text"
                      danger
                      className="chat-quick__delete"
                      aria-label={t('quick.delete', { text: phrase.quickName })}
                      loading={remove.isPending && remove.variables?.quickId === phrase.quickId}
                      onClick={() => remove.mutate(phrase)}
                    >
                      ×
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </section>
  );
}
