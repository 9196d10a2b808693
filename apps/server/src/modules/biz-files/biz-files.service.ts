import {
  type BizFile,
  type BizFileType,
  ErrorCode,
  type Locale,
  type MerchantApplication,
  type ProductDetail,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { Session } from '../account';

/**
 * The files of one kind of business object: null when the object does not exist for this caller (missing,
 * not on sale, or someone else's private object), so all three answer alike.
 */
export type BizFileSource = (session: Session, bizId: number, locale: Locale) => Promise<BizFile[] | null>;

/** The name shown for a file: its label, else the last part of its address. */
export function bizFile(fileUrl: string, label = ''): BizFile {
  return { fileUrl, fileName: label || fileUrl.slice(fileUrl.lastIndexOf('/') + 1) };
}

/**
 * GET /authen/file/bizfiles: the files attached to a business object. Each kind of object is answered by
 * the module that owns it (wired in app.ts), which also decides who may see them: products are public, a
 * merchant application only its applicant's.
 */
export class BizFilesService {
  constructor(private readonly sources: Record<BizFileType, BizFileSource>) {}

  async list(session: Session, bizType: BizFileType, bizId: number, locale: Locale): Promise<BizFile[]> {
    const files = await this.sources[bizType](session, bizId, locale);
    if (!files) throw new AppError(ErrorCode.NOT_FOUND, 'gallery.bizNotFound');
    return files;
  }
}

/** What the sources need of the modules owning the objects (the catalog's and the merchant module's services). */
export interface BizFileOwners {
  catalog: { getProductDetail(productId: number, locale: Locale): Promise<ProductDetail> };
  merchant: { getMine(session: Session, locale: Locale): Promise<MerchantApplication | null> };
}

/** The sources of every business object type, from the services owning them. */
export function bizFileSources({ catalog, merchant }: BizFileOwners): Record<BizFileType, BizFileSource> {
  return {
    // Public: what the product page shows, for anyone signed in.
    product: async (_session, productId, locale) => {
      try {
        const product = await catalog.getProductDetail(productId, locale);
        const urls = [
          ...product.fild.map((f) => bizFile(f.fileUrl, product.productName)),
          ...product.styles.map((s) => bizFile(s.imageUrl, `${product.productName} ${s.name}`)),
        ].filter((f) => f.fileUrl);
        // A style may show the product's own picture: each address once, with its first label.
        return urls.filter((f, i) => urls.findIndex((other) => other.fileUrl === f.fileUrl) === i);
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return null;
        throw error;
      }
    },
    // Private: only the applicant's own application (one per user); any other id is "no such object".
    merchantLicence: async (session, applicationId, locale) => {
      const application = await merchant.getMine(session, locale);
      if (application?.applicationId !== applicationId) return null;
      return (application.licence?.licenceUrls ?? []).map((url) => bizFile(url));
    },
  };
}
