//! Background work, one file per job (DESIGN §2): the daily job (KYC and first-payment expiry,
//! days past due and quality buckets), the swap settler (folds stored battery swaps), the
//! mobility sync (units' places from the vehicle-mobility service) and the retention run
//! (anonymising closed borrowers). Each is started by the `roda` binary (`serve` spawns the
//! schedules; `roda jobs run …` runs one now) and takes what it needs, not the HTTP layer.

pub mod daily;
pub mod mobility;
pub mod retention;
pub mod settler;
