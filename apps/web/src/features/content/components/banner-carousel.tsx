import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RightIcon } from '../../../components/icons';
import { SafeImage } from '../../../components/safe-image';
import { Skeleton } from '../../../components/skeleton';
import { SmartLink } from '../../../components/smart-link';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { advertSlots, useAdvertSlot } from '../api/get-adverts';
import './banner-carousel.css';
import { langProps } from '../../../lib/content-lang';

const intervalMs = 5000;

/**
 * Home banner carousel from the advert slot mall_home_banner; each picture links to its target.
 * A light fade carousel (antd's Carousel brings react-slick, ~12 KB gzip, onto the first page).
 * Autoplay pauses while the pointer or the keyboard focus is on it, and for reduced motion.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { data: slides = [], isPending } = useAdvertSlot(advertSlots.homeBanner);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, paused]);
  // The first picture is the page's largest paint: the browser fetches it before the code asks for it.
  usePageHead({ preloadImage: slides[0]?.imgFile.fileUrl || undefined });

  if (isPending) {
    return (
      <div className="banner-carousel banner-carousel--loading">
        <Skeleton.Node active className="banner-carousel__skeleton">
          <span />
        </Skeleton.Node>
      </div>
    );
  }
  if (count === 0) return <div className="banner-carousel banner-carousel--empty" aria-hidden="true" />;

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banner.aria')}
      data-testid="home-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {slides.map((slide, i) => (
        <section
          key={`${slide.imgFile.fileUrl}|${slide.linkUrl}|${slide.imgAlt}`}
          className={`banner-carousel__slide${i === current ? ' is-active' : ''}`}
          aria-roledescription="slide"
          aria-label={t('home.banner.slide', { index: i + 1, alt: slide.imgAlt })}
          inert={i !== current}
        >
          <SmartLink href={slide.linkUrl} className="banner-carousel__link">
            <SafeImage
              src={slide.imgFile.fileUrl}
              alt={slide.imgAlt}
              {...langProps(slide.contentLang)}
              // The first slide is the home's largest picture (its LCP): fetched first, never lazily.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
          </SmartLink>
        </section>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            aria-label={t('home.banner.previous')}
            onClick={() => go(current - 1)}
          >
            <RightIcon />
          </button>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            aria-label={t('home.banner.next')}
            onClick={() => go(current + 1)}
          >
            <RightIcon />
          </button>
          <div className="banner-carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={`${slide.imgFile.fileUrl}|${slide.linkUrl}|${slide.imgAlt}`}
                type="button"
                className={`banner-carousel__dot${i === current ? ' is-active' : ''}`}
                aria-label={t('home.banner.slide', { index: i + 1, alt: slide.imgAlt })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
