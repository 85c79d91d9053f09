//! The level → area access table of spec §6 — the single source of truth (DESIGN §4).
//!
//! The API enforces it on every route (deny by default) and serves it to the web app through
//! `GET /api/v1/me`, whose `areas` are the app route suffixes below (`/app/<area>`).

use serde::{Deserialize, Serialize};

/// A staff member's numeric role level (spec §6). Only levels with an allow-list may sign in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Level(pub i32);

/// One area of the back office; its [`Area::path`] is the web route suffix under `/app/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, strum::EnumIter)]
pub enum Area {
    Home,
    BorrowerApplication,
    BorrowerApproval,
    BorrowerKyc,
    BorrowerContract,
    BorrowerActive,
    BorrowerDetail,
    RepaymentNormal,
    RepaymentLate,
    RepaymentAllBilling,
    Lender,
    MotorcycleRegistration,
    MotorcycleHandover,
    MotorcycleActive,
    MotorcycleDetail,
    BatteryActive,
    BatteryDetail,
    Data,
    UserManagement,
    FleetServiceRegistration,
    FleetServiceDetail,
    FleetServiceEtle,
}

use Area::*;

impl Area {
    /// Every area, in menu order (the order of the enum).
    pub fn all() -> impl Iterator<Item = Area> {
        <Area as strum::IntoEnumIterator>::iter()
    }

    /// The web route suffix (`/app/<path>`), also the name the API and web app exchange.
    pub const fn path(self) -> &'static str {
        match self {
            Home => "home",
            BorrowerApplication => "borrower/application",
            BorrowerApproval => "borrower/approval",
            BorrowerKyc => "borrower/kyc",
            BorrowerContract => "borrower/contract",
            BorrowerActive => "borrower/active",
            BorrowerDetail => "borrower/detail",
            RepaymentNormal => "repayment/normal",
            RepaymentLate => "repayment/late",
            RepaymentAllBilling => "repayment/all-billing",
            Lender => "lender",
            MotorcycleRegistration => "motorcycle/registration",
            MotorcycleHandover => "motorcycle/handover",
            MotorcycleActive => "motorcycle/active",
            MotorcycleDetail => "motorcycle/detail",
            BatteryActive => "battery/active",
            BatteryDetail => "battery/detail",
            Data => "data",
            UserManagement => "user-management",
            FleetServiceRegistration => "fleet-service/registration",
            FleetServiceDetail => "fleet-service/detail",
            FleetServiceEtle => "fleet-service/etle",
        }
    }
}

const BORROWER: [Area; 6] =
    [BorrowerApplication, BorrowerApproval, BorrowerKyc, BorrowerContract, BorrowerActive, BorrowerDetail];
const REPAYMENT: [Area; 3] = [RepaymentNormal, RepaymentLate, RepaymentAllBilling];
const MOTORCYCLE: [Area; 4] = [MotorcycleRegistration, MotorcycleHandover, MotorcycleActive, MotorcycleDetail];
const BATTERY: [Area; 2] = [BatteryActive, BatteryDetail];
const FLEET_SERVICE_DESK: [Area; 2] = [FleetServiceRegistration, FleetServiceDetail];

/// Spec §6 row by row. Rows that say "level N plus …" are built from row N so the two cannot
/// drift apart.
fn allow_list(level: i32) -> Option<Vec<Area>> {
    let level3 = || -> Vec<Area> { [&[Home][..], &BORROWER, &REPAYMENT, &[FleetServiceEtle]].concat() };
    let level5 = || -> Vec<Area> {
        [level3(), vec![Lender, MotorcycleActive, MotorcycleDetail, Data], FLEET_SERVICE_DESK.to_vec()].concat()
    };
    // Spec §6 lists no home for levels 6/8 (and so 16/18); kept as written.
    let level6 =
        || -> Vec<Area> { [&BORROWER[..], &REPAYMENT, &[Lender], &MOTORCYCLE, &BATTERY, &[Data, FleetServiceEtle]].concat() };
    let level7 = || -> Vec<Area> {
        [&[Home, BorrowerActive, BorrowerDetail][..], &MOTORCYCLE, &BATTERY, &[Data, FleetServiceEtle], &FLEET_SERVICE_DESK]
            .concat()
    };
    let plus_users = |mut areas: Vec<Area>| {
        areas.push(UserManagement);
        areas
    };
    let areas = match level {
        1 | 10 => [&[Home][..], &[MotorcycleActive, MotorcycleDetail], &BATTERY].concat(),
        3 => level3(),
        4 => plus_users([level3(), FLEET_SERVICE_DESK.to_vec()].concat()),
        5 => level5(),
        15 => plus_users(level5()),
        6 | 8 => level6(),
        16 | 18 => plus_users(level6()),
        7 => level7(),
        17 => plus_users(level7()),
        9 => [&[Home][..], &BORROWER, &REPAYMENT, &FLEET_SERVICE_DESK, &[FleetServiceEtle]].concat(),
        21 => Area::all().collect(),
        _ => return None,
    };
    Some(areas)
}

impl Level {
    /// Levels that have an allow-list in spec §6 and so may sign in (DESIGN §4).
    pub const WITH_ACCESS: [i32; 14] = [1, 3, 4, 5, 6, 7, 8, 9, 10, 15, 16, 17, 18, 21];

    /// The areas this level may open, in menu order; `None` for a level without an allow-list.
    pub fn areas(self) -> Option<Vec<Area>> {
        allow_list(self.0).map(|mut areas| {
            areas.sort();
            areas.dedup();
            areas
        })
    }

    /// Whether staff of this level may sign in at all.
    pub fn may_sign_in(self) -> bool {
        allow_list(self.0).is_some()
    }

    /// Whether this level may use `area`.
    pub fn allows(self, area: Area) -> bool {
        allow_list(self.0).is_some_and(|areas| areas.contains(&area))
    }

    /// The spec's own rule for `POST /api/auth/login-admin`: levels 2 and 10 only (spec §6).
    pub fn is_admin_login_level(self) -> bool {
        matches!(self.0, 2 | 10)
    }

    /// Whether staff of this level may invite, change, disable or re-invite an account of
    /// level `other`, or grant `other` (OWASP API5, DESIGN §4): only when every area of
    /// `other` is one of this level's own areas, so nobody can hand out access they do not
    /// have; level 21 only by level 21. A level without an allow-list has no areas, so it
    /// manages nobody and anyone may manage it (such an account cannot sign in).
    pub fn may_manage(self, other: Level) -> bool {
        let Some(own) = self.areas() else { return false };
        if other.0 == TOP_LEVEL && self.0 != TOP_LEVEL {
            return false;
        }
        other.areas().unwrap_or_default().iter().all(|a| own.contains(a))
    }
}

/// The funder a staff account is tied to, which decides the loans it sees (issue 14, DESIGN §4):
/// in-house staff see every loan, a lender's staff only that lender's, and those also tied to one
/// of its funding sources only that source's. Generic over the id so `domain` stays free of
/// storage types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FunderTie<Id> {
    InHouse,
    Lender(Id),
    Source { lender: Id, source: Id },
}

impl<Id: Copy + Eq> FunderTie<Id> {
    /// The tie of an account with this `lender_id` and `funding_source_id`; a source without a
    /// lender is ignored, as the loan scope ignores it (it cannot narrow what nothing widens).
    pub fn of(lender: Option<Id>, source: Option<Id>) -> Self {
        match (lender, source) {
            (Some(lender), Some(source)) => FunderTie::Source { lender, source },
            (Some(lender), None) => FunderTie::Lender(lender),
            (None, _) => FunderTie::InHouse,
        }
    }

    /// Whether every loan an account tied to `other` sees is one this tie sees too (issue 40
    /// item 3): in-house covers every tie; a lender covers itself and its own sources; a source
    /// only itself. So a funder's staff never hand out a wider or another funder's view, nor
    /// untie anyone to in-house.
    pub fn covers(self, other: Self) -> bool {
        match (self, other) {
            (FunderTie::InHouse, _) => true,
            (FunderTie::Lender(own), FunderTie::Lender(l) | FunderTie::Source { lender: l, .. }) => own == l,
            (FunderTie::Source { .. }, _) => self == other,
            (FunderTie::Lender(_), FunderTie::InHouse) => false,
        }
    }
}

impl<Id> FunderTie<Id> {
    /// Whether an account of this tie works for the lender itself (DESIGN §4, issue 45 item 6):
    /// only in-house staff originate loans (new prospects, imports) and are persons in charge of
    /// applications; a funder's staff review and decide the loans allocated to their lender.
    pub fn is_in_house(&self) -> bool {
        matches!(self, FunderTie::InHouse)
    }
}

/// Whether an active account of `level` and `tie` may be the person in charge (PIC) of loan
/// applications (spec §2, issue 45 item 6): in-house staff whose level opens the application
/// list. The PIC choices and the PIC assignment both ask this, so they cannot drift apart.
pub fn may_be_pic<Id>(level: Level, tie: &FunderTie<Id>) -> bool {
    tie.is_in_house() && level.allows(Area::BorrowerApplication)
}

/// A staff member as a manager of other accounts: the level and the funder tie (issue 40 item 3).
/// The rule of user management (DESIGN §4, OWASP API1/API5): a manager sees only accounts whose
/// tie its own covers ([`FunderTie::covers`]), so a funder's manager sees its own funder's staff
/// only and in-house managers everyone; it changes those whose level it may manage
/// ([`Level::may_manage`]); it sets only ties it covers. In-house managers keep the level rule
/// alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Manager<Id> {
    pub level: Level,
    pub tie: FunderTie<Id>,
}

impl<Id: Copy + Eq> Manager<Id> {
    /// Whether the account (`level`, `tie`) is visible at all: outside it reads as absent (404).
    pub fn sees(self, tie: FunderTie<Id>) -> bool {
        self.tie.covers(tie)
    }

    /// Whether the account (`level`, `tie`) may be invited, changed, disabled or re-invited.
    pub fn may_manage(self, level: Level, tie: FunderTie<Id>) -> bool {
        self.sees(tie) && self.level.may_manage(level)
    }

    /// Whether an account may be given `tie` (on invitation or a change of lender or source).
    pub fn may_grant_tie(self, tie: FunderTie<Id>) -> bool {
        self.tie.covers(tie)
    }
}

/// The level with every area; only it may grant or manage itself (spec §6).
pub const TOP_LEVEL: i32 = 21;

/// What a route requires of its caller. Every API route declares one (DESIGN §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// No token needed (sign-in, health).
    Public,
    /// Any signed-in staff member, whatever the level.
    Staff,
    /// Staff whose level allows this area.
    Area(Area),
    /// Staff whose level allows at least one of these areas (shared reference data).
    AnyArea(&'static [Area]),
    /// Level 21 only (operations: the daily job's runs).
    Admin,
}

impl Access {
    /// Whether a signed-in member of `level` passes. `Public` passes everyone.
    pub fn permits(self, level: Level) -> bool {
        match self {
            Access::Public => true,
            Access::Staff => level.may_sign_in(),
            Access::Area(area) => level.allows(area),
            Access::AnyArea(areas) => areas.iter().any(|a| level.allows(*a)),
            Access::Admin => level == Level(21),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(level: i32) -> Vec<&'static str> {
        Level(level).areas().unwrap_or_default().iter().map(|a| a.path()).collect()
    }

    #[test]
    fn level_1_and_10_see_only_home_motorcycle_and_battery() {
        for l in [1, 10] {
            assert_eq!(paths(l), ["home", "motorcycle/active", "motorcycle/detail", "battery/active", "battery/detail"]);
        }
    }

    #[test]
    fn level_4_is_level_3_plus_users_and_fleet_desk() {
        let mut l3 = paths(3);
        l3.extend(["user-management", "fleet-service/registration", "fleet-service/detail"]);
        l3.sort();
        let mut l4 = paths(4);
        l4.sort();
        assert_eq!(l4, l3);
        assert!(!Level(3).allows(Area::UserManagement));
        assert!(Level(3).allows(Area::FleetServiceEtle));
    }

    #[test]
    fn level_6_has_no_fleet_desk_nor_home_and_16_adds_users() {
        assert!(!Level(6).allows(Area::FleetServiceRegistration));
        assert!(!Level(8).allows(Area::FleetServiceDetail));
        assert!(!Level(6).allows(Area::Home));
        assert!(Level(6).allows(Area::MotorcycleHandover));
        assert!(Level(18).allows(Area::UserManagement));
        assert!(!Level(8).allows(Area::UserManagement));
    }

    #[test]
    fn level_7_has_only_active_and_detail_borrower_pages() {
        assert!(Level(7).allows(Area::BorrowerActive));
        assert!(!Level(7).allows(Area::BorrowerApplication));
        assert!(!Level(7).allows(Area::RepaymentNormal));
        assert!(Level(17).allows(Area::UserManagement));
    }

    #[test]
    fn level_21_has_everything_and_unknown_levels_nothing() {
        assert_eq!(Level(21).areas().unwrap().len(), Area::all().count());
        for l in [0, 2, 11, 12, 13, 14, 19, 20, 22, -1] {
            assert!(Level(l).areas().is_none(), "level {l}");
            assert!(!Level(l).may_sign_in());
        }
        assert_eq!(Level::WITH_ACCESS.iter().filter(|l| Level(**l).may_sign_in()).count(), 14);
    }

    #[test]
    fn admin_login_levels_are_2_and_10() {
        assert!(Level(2).is_admin_login_level() && Level(10).is_admin_login_level());
        assert!(!Level(21).is_admin_login_level());
    }

    /// Every pair of levels, against the subsets read off spec §6 by hand: the manager's row
    /// lists every level whose areas it holds itself.
    #[test]
    fn who_may_manage_whom_over_every_pair_of_levels() {
        let expected: &[(i32, &[i32])] = &[
            (1, &[1, 10]),
            (3, &[3]),
            (4, &[3, 4, 9]),
            (5, &[3, 5, 9]),
            (6, &[6, 8]),
            (7, &[1, 7, 10]),
            (8, &[6, 8]),
            (9, &[3, 9]),
            (10, &[1, 10]),
            (15, &[3, 4, 5, 9, 15]),
            (16, &[6, 8, 16, 18]),
            (17, &[1, 7, 10, 17]),
            (18, &[6, 8, 16, 18]),
            (21, &Level::WITH_ACCESS),
        ];
        assert_eq!(expected.iter().map(|(m, _)| *m).collect::<Vec<_>>(), Level::WITH_ACCESS);
        for (manager, manageable) in expected {
            for other in Level::WITH_ACCESS {
                assert_eq!(
                    Level(*manager).may_manage(Level(other)),
                    manageable.contains(&other),
                    "level {manager} managing level {other}"
                );
            }
        }
    }

    #[test]
    fn levels_without_access_manage_nobody_and_only_21_touches_21() {
        for l in [0, 2, 11, 22] {
            assert!(!Level(l).may_manage(Level(3)), "level {l} manages nobody");
            assert!(Level(4).may_manage(Level(l)), "an account without areas is within anyone's");
        }
        assert!(!Level(15).may_manage(Level(TOP_LEVEL)));
        assert!(Level(TOP_LEVEL).may_manage(Level(TOP_LEVEL)));
    }

    /// Levels × funder ties: a manager of each tie against an account of each tie, at a level
    /// it may and one it may not manage. Lender 1 is the manager's own (when tied), lender 2
    /// another; source 10 is of lender 1, 11 another of lender 1, 20 of lender 2.
    #[test]
    fn which_staff_a_manager_sees_and_manages_over_levels_and_funder_ties() {
        use FunderTie::{InHouse, Lender, Source};
        let ties: [(&str, FunderTie<u8>); 6] = [
            ("in-house", InHouse),
            ("own lender", Lender(1)),
            ("own source", Source { lender: 1, source: 10 }),
            ("own lender's other source", Source { lender: 1, source: 11 }),
            ("other lender", Lender(2)),
            ("other lender's source", Source { lender: 2, source: 20 }),
        ];
        // Which of the ties above each manager's tie covers, by index.
        let covered: [(FunderTie<u8>, &[usize]); 3] =
            [(InHouse, &[0, 1, 2, 3, 4, 5]), (Lender(1), &[1, 2, 3]), (Source { lender: 1, source: 10 }, &[2])];
        for manager_level in [15, 4, 21] {
            for (manager_tie, seen) in covered {
                let m = Manager { level: Level(manager_level), tie: manager_tie };
                for (i, (name, tie)) in ties.iter().enumerate() {
                    let within = seen.contains(&i);
                    assert_eq!(m.sees(*tie), within, "level {manager_level} {manager_tie:?} seeing {name}");
                    assert_eq!(m.may_grant_tie(*tie), within, "level {manager_level} {manager_tie:?} granting {name}");
                    for level in [3, 5, 15, 21] {
                        assert_eq!(
                            m.may_manage(Level(level), *tie),
                            within && Level(manager_level).may_manage(Level(level)),
                            "level {manager_level} {manager_tie:?} managing level {level} {name}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_source_without_a_lender_is_in_house() {
        assert_eq!(FunderTie::of(None, Some(7u8)), FunderTie::InHouse);
        assert_eq!(FunderTie::of(Some(1u8), None), FunderTie::Lender(1));
        assert_eq!(FunderTie::of(Some(1u8), Some(7)), FunderTie::Source { lender: 1, source: 7 });
    }

    /// Every level with each tie: only in-house staff whose level opens the application list
    /// may be a PIC (issue 45 item 6).
    #[test]
    fn only_in_house_staff_of_an_application_level_are_pics() {
        for level in 0..=30 {
            let works_on_applications = Level(level).allows(Area::BorrowerApplication);
            assert_eq!(may_be_pic(Level(level), &FunderTie::<u8>::InHouse), works_on_applications, "level {level}");
            for tie in [FunderTie::Lender(1u8), FunderTie::Source { lender: 1, source: 2 }] {
                assert!(!may_be_pic(Level(level), &tie), "level {level} {tie:?}");
            }
        }
        assert!(may_be_pic(Level(3), &FunderTie::<u8>::InHouse) && !may_be_pic(Level(1), &FunderTie::<u8>::InHouse));
    }

    #[test]
    fn access_variants() {
        assert!(Access::Public.permits(Level(99)));
        assert!(!Access::Staff.permits(Level(2)));
        assert!(Access::AnyArea(&[Area::Lender, Area::Home]).permits(Level(1)));
        assert!(!Access::Area(Area::Lender).permits(Level(1)));
    }
}
