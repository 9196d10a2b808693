import { useTranslation } from 'react-i18next';

const paragraphs = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;

/** The merchant agreement, in a scrolling box the keyboard can scroll (it is focusable). */
export function AgreementText() {
  const { t } = useTranslation('merchant');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="merchant-agreement" aria-labelledby="merchant-agreement-title" tabIndex={0}>
      <h3 id="merchant-agreement-title">{t('agreement.title')}</h3>
      {paragraphs.map((key) => (
        <p key={key}>{t(`agreement.${key}`)}</p>
      ))}
    </section>
  );
}
