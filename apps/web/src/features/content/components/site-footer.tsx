import { limits } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownIcon } from '../../../components/icons';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useBizLinks } from '../api/get-biz-links';
import { useFooterMenus } from '../api/get-footer-menus';
import './site-footer.css';
import { langProps } from '../../../lib/content-lang';

export interface SiteFooterProps {
  phone?: string;
  address?: string;
  copyright?: string;
  /** beian */
  filing?: string;
  /** ICPB */
  icp?: string;
  wxQrCode?: string;
  aliQrCode?: string;
  /** mallfooterlogo: the footer's logo picture; nothing when unset. */
  logo?: string;
  /** The mall's name in the visitor's language: the logo's alt text (the picture spells it). */
  siteName?: string;
}

/**
 * Footer (spec §2 screen 13): help menus by class, link list, contact phone, address, copyright, filing
 * numbers, mini-program QR codes (left when there are fewer than 5 menu columns, else right), the Chrome
 * recommendation, and the footer logo (spec §3 mallfooterlogo) above the contact lines.
 */
export function SiteFooter({
  phone,
  address,
  copyright,
  filing,
  icp,
  wxQrCode,
  aliQrCode,
  logo,
  siteName,
}: SiteFooterProps) {
  const { t } = useTranslation();
  const { data: menuClasses = [] } = useFooterMenus();
  const { data: links = [] } = useBizLinks();
  const qrCodes = [
    { key: 'wx', name: t('layout.rightBar.wxProgram'), src: wxQrCode },
    { key: 'ali', name: t('layout.rightBar.aliProgram'), src: aliQrCode },
  ].filter((qr) => qr.src);
  // On phones the menus, QR codes and links fold under one button; the contact lines stay in view.
  const [unfolded, setUnfolded] = useState(false);
  const qrSide = menuClasses.length < limits.footerQrLeftBelowColumns ? 'left' : 'right';

  const qrBlock = qrCodes.length > 0 && (
    <div className={`site-footer__qr site-footer__qr--${qrSide}`} data-testid="footer-qr" data-side={qrSide}>
      {qrCodes.map((qr) => (
        <figure key={qr.key}>
          <SafeImage src={qr.src} alt={t('layout.footer.qrAlt', { name: qr.name })} />
          <figcaption>{qr.name}</figcaption>
        </figure>
      ))}
    </div>
  );

  return (
    <footer className={`site-footer${unfolded ? ' site-footer--unfolded' : ''}`}>
      <div className="mall-container">
        <button
          type="button"
          className="site-footer__fold mall-phone-only"
          aria-expanded={unfolded}
          aria-controls="site-footer-more"
          onClick={() => setUnfolded((value) => !value)}
          data-testid="footer-fold"
        >
          {t('layout.phone.moreLinks')}
          <DownIcon className="site-footer__fold-icon" />
        </button>
        <div className="site-footer__main" id="site-footer-more">
          {qrSide === 'left' && qrBlock}
          <div className="site-footer__menus">
            {menuClasses.map((menuClass) => (
              <section
                key={menuClass.bottomClassId}
                className="site-footer__column"
                data-testid="footer-column"
              >
                <h2 {...langProps(menuClass.contentLang)}>{menuClass.className}</h2>
                <ul>
                  {menuClass.menuList.map((menu) => (
                    <li key={menu.bottomMenuId}>
                      <Link
                        to={paths.helpCenter.href({
                          bottomClassId: menuClass.bottomClassId,
                          bottomMenuId: menu.bottomMenuId,
                        })}
                        {...langProps(menu.contentLang)}
                      >
                        {menu.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {qrSide === 'right' && qrBlock}
        </div>
        {links.length > 0 && (
          <nav className="site-footer__links" aria-label={t('layout.footer.links')}>
            <span className="site-footer__links-title">{t('layout.footer.links')}</span>
            {links.map((link) => (
              <a
                key={`${link.linkName}-${link.linkUrl}`}
                href={link.linkUrl}
                target="_blank"
                rel="noopener noreferrer"
                {...langProps(link.contentLang)}
              >
                {link.linkName}
              </a>
            ))}
          </nav>
        )}
        <div className="site-footer__info">
          {logo && (
            <SafeImage
              src={logo}
              alt={siteName ?? ''}
              className="site-footer__logo"
              data-testid="footer-logo"
            />
          )}
          <p>
            {phone && <span data-testid="footer-phone">{t('layout.footer.phone', { phone })}</span>}
            <span data-testid="footer-service-hours">{t('tags.serviceHours')}</span>
            {address && <span>{t('layout.footer.address', { address })}</span>}
          </p>
          <p>
            {copyright && <span data-testid="footer-copyright">{copyright}</span>}
            {/*
              The filing lines come in the visitor's language where the operator translated them (the seed
              does); the Chinese site shows the wording as filed (浙公网安备…, 浙ICP备…).
            */}
            {filing && <span data-testid="footer-filing">{filing}</span>}
            {icp && <span data-testid="footer-icp">{icp}</span>}
          </p>
          <p className="site-footer__tip">{t('layout.footer.browserTip')}</p>
        </div>
      </div>
    </footer>
  );
}
