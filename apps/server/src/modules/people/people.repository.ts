import type { Db } from '../../db/client';
import { AuditRepository } from '../audit';
import { FeedbackRepository } from './feedback.repository';
import { StaffRepository } from './staff.repository';
import { UserAdminRepository } from './user-admin.repository';

/** The repositories of one transaction, with the audit log its change appends to. */
export interface PeopleTx {
  users: UserAdminRepository;
  staff: StaffRepository;
  feedback: FeedbackRepository;
  audit: AuditRepository;
}

/** The people module's data: reads on the database, writes in one transaction with their audit entry. */
export class PeopleStore {
  readonly users: UserAdminRepository;
  readonly staff: StaffRepository;
  readonly feedback: FeedbackRepository;
  readonly audit: AuditRepository;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.users = new UserAdminRepository(db);
    this.staff = new StaffRepository(db);
    this.feedback = new FeedbackRepository(db);
    this.audit = new AuditRepository(db, now);
  }

  transaction<T>(fn: (tx: PeopleTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      fn({
        users: new UserAdminRepository(tx),
        staff: new StaffRepository(tx),
        feedback: new FeedbackRepository(tx),
        audit: new AuditRepository(tx, this.now),
      }),
    );
  }
}
