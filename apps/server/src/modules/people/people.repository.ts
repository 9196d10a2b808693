import type { Db } from '../../db/client';
import { AuditRepository } from '../audit';
import { FeedbackRepository } from './feedback.repository';
import { StaffRepository } from './staff.repository';
import { platformStaffScope, type StaffScope } from './staff-scope';
import { UserAdminRepository } from './user-admin.repository';

/** The repositories of one transaction, with the audit log its change appends to. */
export interface PeopleTx {
  users: UserAdminRepository;
  /** The platform's staff (the users page keeps someone able to manage them). */
  staff: StaffRepository;
  /** The staff of a scope: the platform's or a merchant's. */
  staffIn(scope: StaffScope): StaffRepository;
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
    this.staff = new StaffRepository(db, platformStaffScope);
    this.feedback = new FeedbackRepository(db);
    this.audit = new AuditRepository(db, now);
  }

  /** The staff of a scope, read on the database. */
  staffIn(scope: StaffScope): StaffRepository {
    return new StaffRepository(this.db, scope);
  }

  transaction<T>(fn: (tx: PeopleTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      fn({
        users: new UserAdminRepository(tx),
        staff: new StaffRepository(tx, platformStaffScope),
        staffIn: (scope) => new StaffRepository(tx, scope),
        feedback: new FeedbackRepository(tx),
        audit: new AuditRepository(tx, this.now),
      }),
    );
  }
}
