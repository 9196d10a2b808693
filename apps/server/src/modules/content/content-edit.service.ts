import {
  type AdvertRow,
  type AgreementCode,
  type AgreementRow,
  type ArticleRow,
  type ArticleStatus,
  type advertInputSchema,
  agreementCodes,
  type agreementInputSchema,
  type articleInputSchema,
  type EditableArticle,
  ErrorCode,
  type FooterColumn,
  type footerColumnInputSchema,
  type footerMenuInputSchema,
  type friendLinkInputSchema,
  type Locale,
  locales,
  translatedLocales,
} from '@mall/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { allLanguages, translationsOf } from '../../lib/localized';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';
import type { AuditActor } from '../audit';
import type { PublicPictureUses } from '../gallery';
import { builtInAgreement } from './agreements';
import type {
  AdvertRowData,
  ArticleFilter,
  ArticleRowData,
  ContentEditRepository,
} from './content-edit.repository';

type Texts = Partial<Record<Locale, string>> & { zh_CN: string };
type AgreementStored = Awaited<ReturnType<ContentEditRepository['listAgreements']>>[number];

export interface ContentEditDeps {
  repo: ContentEditRepository;
  /** Where stored pictures are served: a gallery picture's address is it + '/' + its key. */
  fileHome: () => Promise<string>;
  /** Tells every server copy the storefront's content changed (their kept pages go). */
  announce: (what: string) => Promise<void>;
  /** Announces again at a scheduled article's time (a job on the queue). */
  announceAt: (at: Date) => Promise<void>;
  now?: () => Date;
}

/** How much of the body an empty summary takes (the list's excerpt). */
const excerptLength = 120;

function mapTexts(texts: Texts, fn: (text: string) => string): Texts {
  return Object.fromEntries(Object.entries(texts).map(([lang, text]) => [lang, fn(text ?? '')])) as Texts;
}

const notFound = () => AppError.notFound('article');

/**
 * The platform console's content (issue 33): articles with scheduled publishing, adverts per slot, the
 * footer's columns and help articles, the friendly links. Each write is one transaction with its audit
 * entry and the public uses of the pictures it shows; bodies are sanitised before they are kept. After the
 * commit the change is announced, so every copy's kept pages go and the next visitor sees it.
 */
export class ContentEditService {
  private readonly repo: ContentEditRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: ContentEditDeps) {
    this.repo = deps.repo;
    this.now = deps.now ?? (() => new Date());
  }

  private statusOf(row: ArticleRowData): ArticleStatus {
    if (row.status === 0) return 'hidden';
    return row.publishAt > this.now() ? 'scheduled' : 'published';
  }

  private toRow(row: ArticleRowData): ArticleRow {
    return {
      id: row.id,
      newsType: row.newsType,
      title: row.title,
      status: this.statusOf(row),
      publishAt: row.publishAt.toISOString(),
      views: row.views,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private toArticle(row: ArticleRowData): EditableArticle {
    return {
      ...this.toRow(row),
      titles: allLanguages(row.title, row.titleI18n),
      summaries: allLanguages(row.summary, row.summaryI18n),
      bodies: allLanguages(row.content, row.contentI18n),
      coverUrl: row.coverUrl,
      hidden: row.status === 0,
    };
  }

  /**
   * Records the pictures a subject shows (new ones must be the caller's gallery pictures) and ends the uses
   * of those it no longer shows. `fileHome` is read before the transaction: on the embedded database a
   * transaction holds the only connection, so a read through the pool inside it would wait forever.
   */
  private async usePictures(
    pictures: PublicPictureUses,
    fileHome: string,
    userId: number,
    subjectId: number,
    had: string[],
    wanted: string[],
  ): Promise<void> {
    const toKey = (url: string) => url.slice(fileHome.length + 1);
    const added = wanted.filter((url) => url && !had.includes(url));
    if (added.some((url) => !url.startsWith(`${fileHome}/gallery/${userId}/`)))
      throw new AppError(ErrorCode.NOT_FOUND, 'gallery.fileNotFound');
    const missing = await pictures.use(userId, subjectId, added.map(toKey));
    if (missing.length > 0) throw new AppError(ErrorCode.NOT_FOUND, 'gallery.fileNotFound');
    await pictures.release(subjectId, wanted.filter((url) => url.startsWith(`${fileHome}/`)).map(toKey));
  }

  async articles(filter: ArticleFilter & { offset: number; limit: number }) {
    const page = await this.repo.findArticles(
      filter,
      this.now(),
      (filter.offset - 1) * filter.limit,
      filter.limit,
    );
    return { rows: page.rows.map((row) => this.toRow(row)), total: page.total };
  }

  async article(id: number): Promise<EditableArticle> {
    const row = await this.repo.getArticle(id);
    if (!row) throw notFound();
    return this.toArticle(row);
  }

  async saveArticle(
    actor: AuditActor,
    userId: number,
    input: z.output<typeof articleInputSchema>,
  ): Promise<EditableArticle> {
    const now = this.now();
    const publishAt = input.publishAt ? new Date(input.publishAt) : now;
    const bodies = mapTexts(input.bodies, sanitizeRichText);
    const summaries = mapTexts(input.summaries, (s) => s.trim());
    // An empty summary is the start of the body, as the list shows an excerpt.
    for (const lang of ['zh_CN', ...translatedLocales] as const)
      if (!summaries[lang] && bodies[lang])
        summaries[lang] = richTextToPlain(bodies[lang]!).slice(0, excerptLength);
    const values = {
      newsType: input.newsType,
      title: input.titles.zh_CN,
      titleI18n: translationsOf(input.titles),
      summary: summaries.zh_CN,
      summaryI18n: translationsOf(summaries),
      content: bodies.zh_CN,
      contentI18n: translationsOf(bodies),
      coverUrl: input.coverUrl,
      publishAt,
      status: input.hidden ? 0 : 1,
      updatedAt: now,
    };
    const fileHome = await this.deps.fileHome();
    const id = await this.repo.transaction(async (repo, audit, pictures) => {
      const row = input.id === undefined ? undefined : await repo.getArticle(input.id, true);
      if (input.id !== undefined && !row) throw notFound();
      const id = row ? row.id : await repo.insertArticle({ ...values, createdAt: now });
      if (row) await repo.updateArticle(id, values);
      await this.usePictures(pictures('article'), fileHome, userId, id, row?.coverUrl ? [row.coverUrl] : [], [
        input.coverUrl,
      ]);
      await audit.append(actor, {
        action: row ? 'article.edit' : 'article.create',
        entityType: 'article',
        entityId: id,
        before: row
          ? { title: row.title, status: this.statusOf(row), publishAt: row.publishAt.toISOString() }
          : null,
        after: { title: values.title, hidden: input.hidden, publishAt: publishAt.toISOString() },
      });
      return id;
    });
    await this.deps.announce('article');
    if (publishAt > now && !input.hidden) await this.deps.announceAt(publishAt);
    return this.article(id);
  }

  async deleteArticle(actor: AuditActor, id: number): Promise<{ deleted: boolean }> {
    await this.repo.transaction(async (repo, audit, pictures) => {
      const row = await repo.getArticle(id, true);
      if (!row) throw notFound();
      await repo.deleteArticle(id);
      await pictures('article').release(id, []);
      await audit.append(actor, {
        action: 'article.delete',
        entityType: 'article',
        entityId: id,
        before: { title: row.title, newsType: row.newsType },
      });
    });
    await this.deps.announce('article');
    return { deleted: true };
  }

  // ---- adverts ----

  private toAdvert(row: AdvertRowData): AdvertRow {
    return {
      id: row.id,
      slot: row.advCode,
      imgUrl: row.imgUrl,
      alts: allLanguages(row.imgAlt, row.imgAltI18n),
      imgUrls: allLanguages('', row.imgUrlI18n),
      linkUrl: row.linkUrl,
      sort: row.sort,
    };
  }

  async adverts(slot?: string): Promise<AdvertRow[]> {
    return (await this.repo.listAdverts(slot)).map((row) => this.toAdvert(row));
  }

  async saveAdvert(
    actor: AuditActor,
    userId: number,
    input: z.output<typeof advertInputSchema>,
  ): Promise<AdvertRow> {
    const imgUrlI18n = translationsOf(input.imgUrls as Partial<Record<Locale, string>>);
    const values = {
      advCode: input.slot,
      imgUrl: input.imgUrl,
      imgAlt: input.alts.zh_CN,
      imgAltI18n: translationsOf(input.alts),
      imgUrlI18n,
      linkUrl: input.linkUrl,
      sort: input.sort,
    };
    const fileHome = await this.deps.fileHome();
    const saved = await this.repo.transaction(async (repo, audit, pictures) => {
      const row = input.id === undefined ? undefined : await repo.getAdvert(input.id);
      if (input.id !== undefined && !row) throw AppError.notFound('article');
      const saved = row ? await repo.updateAdvert(row.id, values) : await repo.insertAdvert(values);
      const had = row ? [row.imgUrl, ...Object.values(row.imgUrlI18n)] : [];
      await this.usePictures(pictures('advert'), fileHome, userId, saved.id, had, [
        input.imgUrl,
        ...Object.values(imgUrlI18n),
      ]);
      await audit.append(actor, {
        action: row ? 'advert.edit' : 'advert.create',
        entityType: 'advert',
        entityId: saved.id,
        before: row ? this.toAdvert(row) : null,
        after: this.toAdvert(saved),
      });
      return saved;
    });
    await this.deps.announce('advert');
    return this.toAdvert(saved);
  }

  async deleteAdvert(actor: AuditActor, id: number): Promise<{ deleted: boolean }> {
    await this.repo.transaction(async (repo, audit, pictures) => {
      const row = await repo.deleteAdvert(id);
      if (!row) throw AppError.notFound('article');
      await pictures('advert').release(id, []);
      await audit.append(actor, {
        action: 'advert.delete',
        entityType: 'advert',
        entityId: id,
        before: this.toAdvert(row),
      });
    });
    await this.deps.announce('advert');
    return { deleted: true };
  }

  // ---- footer ----

  async footer(): Promise<FooterColumn[]> {
    return (await this.repo.footer()).map(({ column, menus }) => ({
      id: column.id,
      names: allLanguages(column.className, column.classNameI18n),
      sort: column.sort,
      menus: menus.map((menu) => ({
        id: menu.id,
        titles: allLanguages(menu.title, menu.titleI18n),
        bodies: allLanguages(menu.content, menu.contentI18n),
        sort: menu.sort,
      })),
    }));
  }

  async saveColumn(actor: AuditActor, input: z.output<typeof footerColumnInputSchema>) {
    const id = await this.repo.transaction(async (repo, audit) => {
      const row = input.id === undefined ? undefined : await repo.getColumn(input.id);
      if (input.id !== undefined && !row) throw AppError.notFound('article');
      const values = {
        className: input.names.zh_CN,
        classNameI18n: translationsOf(input.names),
        sort: input.sort,
      };
      const id = await repo.saveColumn(row?.id, values);
      await audit.append(actor, {
        action: row ? 'footer.column.edit' : 'footer.column.create',
        entityType: 'footerColumn',
        entityId: id,
        before: row ? { name: row.className, sort: row.sort } : null,
        after: { name: values.className, sort: values.sort },
      });
      return id;
    });
    await this.deps.announce('footer');
    return { id };
  }

  async deleteColumn(actor: AuditActor, id: number) {
    await this.repo.transaction(async (repo, audit) => {
      const row = await repo.getColumn(id);
      if (!row || !(await repo.deleteColumn(id))) throw AppError.notFound('article');
      await audit.append(actor, {
        action: 'footer.column.delete',
        entityType: 'footerColumn',
        entityId: id,
        before: { name: row.className },
      });
    });
    await this.deps.announce('footer');
    return { deleted: true };
  }

  async saveMenu(actor: AuditActor, input: z.output<typeof footerMenuInputSchema>) {
    const bodies = mapTexts(input.bodies, sanitizeRichText);
    const id = await this.repo.transaction(async (repo, audit) => {
      if (!(await repo.getColumn(input.columnId))) throw AppError.notFound('article');
      const row = input.id === undefined ? undefined : await repo.getMenu(input.id);
      if (input.id !== undefined && !row) throw AppError.notFound('article');
      const values = {
        classId: input.columnId,
        title: input.titles.zh_CN,
        titleI18n: translationsOf(input.titles),
        content: bodies.zh_CN,
        contentI18n: translationsOf(bodies),
        sort: input.sort,
      };
      const id = await repo.saveMenu(row?.id, values);
      await audit.append(actor, {
        action: row ? 'footer.menu.edit' : 'footer.menu.create',
        entityType: 'footerMenu',
        entityId: id,
        before: row ? { title: row.title, columnId: row.classId, bodyLength: row.content.length } : null,
        after: { title: values.title, columnId: values.classId, bodyLength: values.content.length },
      });
      return id;
    });
    await this.deps.announce('footer');
    return { id };
  }

  async deleteMenu(actor: AuditActor, id: number) {
    await this.repo.transaction(async (repo, audit) => {
      const row = await repo.getMenu(id);
      if (!row || !(await repo.deleteMenu(id))) throw AppError.notFound('article');
      await audit.append(actor, {
        action: 'footer.menu.delete',
        entityType: 'footerMenu',
        entityId: id,
        before: { title: row.title },
      });
    });
    await this.deps.announce('footer');
    return { deleted: true };
  }

  // ---- friendly links ----

  private toLink(row: {
    id: number;
    linkName: string;
    linkNameI18n: Record<string, string>;
    linkUrl: string;
    sort: number;
  }) {
    return {
      id: row.id,
      names: allLanguages(row.linkName, row.linkNameI18n),
      linkUrl: row.linkUrl,
      sort: row.sort,
    };
  }

  async links() {
    return (await this.repo.listLinks()).map((row) => this.toLink(row));
  }

  async saveLink(actor: AuditActor, input: z.output<typeof friendLinkInputSchema>) {
    const saved = await this.repo.transaction(async (repo, audit) => {
      const row = input.id === undefined ? undefined : await repo.getLink(input.id);
      if (input.id !== undefined && !row) throw AppError.notFound('article');
      const saved = await repo.saveLink(row?.id, {
        linkName: input.names.zh_CN,
        linkNameI18n: translationsOf(input.names),
        linkUrl: input.linkUrl,
        sort: input.sort,
      });
      await audit.append(actor, {
        action: row ? 'link.edit' : 'link.create',
        entityType: 'link',
        entityId: saved.id,
        before: row ? this.toLink(row) : null,
        after: this.toLink(saved),
      });
      return saved;
    });
    await this.deps.announce('link');
    return this.toLink(saved);
  }

  async deleteLink(actor: AuditActor, id: number) {
    await this.repo.transaction(async (repo, audit) => {
      const row = await repo.getLink(id);
      if (!row || !(await repo.deleteLink(id))) throw AppError.notFound('article');
      await audit.append(actor, {
        action: 'link.delete',
        entityType: 'link',
        entityId: id,
        before: this.toLink(row),
      });
    });
    await this.deps.announce('link');
    return { deleted: true };
  }

  // ---- service pages ----

  private toAgreement(code: AgreementCode, row: AgreementStored | undefined): AgreementRow {
    if (!row) {
      const texts = Object.fromEntries(locales.map((lang) => [lang, builtInAgreement(code, lang)])) as Record<
        Locale,
        { title: string; content: string }
      >;
      const of = (key: 'title' | 'content') =>
        Object.fromEntries(locales.map((lang) => [lang, texts[lang][key]])) as AgreementRow['titles'];
      return { code, titles: of('title'), bodies: of('content'), updatedAt: null };
    }
    return {
      code,
      titles: allLanguages(row.title, row.titleI18n),
      bodies: allLanguages(row.content, row.contentI18n),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async agreements(): Promise<AgreementRow[]> {
    const rows = await this.repo.listAgreements();
    return agreementCodes.map((code) =>
      this.toAgreement(
        code,
        rows.find((row) => row.code === code),
      ),
    );
  }

  async saveAgreement(
    actor: AuditActor,
    input: z.output<typeof agreementInputSchema>,
  ): Promise<AgreementRow> {
    const now = this.now();
    const saved = await this.repo.transaction(async (repo, audit) => {
      const before = this.toAgreement(input.code, await repo.getAgreement(input.code));
      const row = await repo.saveAgreement({
        code: input.code,
        title: input.titles.zh_CN,
        titleI18n: translationsOf(input.titles),
        content: input.bodies.zh_CN,
        contentI18n: translationsOf(input.bodies),
        updatedAt: now,
      });
      const after = this.toAgreement(input.code, row);
      await audit.append(actor, {
        action: 'agreement.edit',
        entityType: 'agreement',
        entityId: input.code,
        before: { titles: before.titles, bodies: before.bodies },
        after: { titles: after.titles, bodies: after.bodies },
      });
      return after;
    });
    await this.deps.announce('agreement');
    return saved;
  }
}
