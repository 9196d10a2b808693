import { type PasswordStrength, passwordStrength } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import './password-strength.css';

const bars = [1, 2, 3, 4] as const;

/**
 * Spec §5 password strength meter: 0 (under 6 characters) to 4 by the character classes used, as four
 * bars and a word. Shown under a new password once something is typed.
 */
export function PasswordStrengthMeter({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  if (!password) return null;
  const score: PasswordStrength = passwordStrength(password);
  const level = t(`common.passwordStrength.levels.${score}`);
  return (
    <div
      className={`password-strength password-strength--${score}`}
      data-testid="password-strength"
      data-score={score}
    >
      {/* The word says it; the bars only show it. */}
      <span className="password-strength__bars" aria-hidden="true">
        {bars.map((bar) => (
          <span key={bar} className={`password-strength__bar${bar <= score ? ' is-on' : ''}`} />
        ))}
      </span>
      <span className="password-strength__text" aria-live="polite">
        {t('common.passwordStrength.label', { level })}
      </span>
      {score > 0 && score < 3 && (
        <span className="password-strength__hint">{t('common.passwordStrength.hint')}</span>
      )}
    </div>
  );
}
