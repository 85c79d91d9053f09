//! Staff management rules (issue 12 item 1, spec §6): what a manager may do to one staff
//! account now. Pure: the caller's reach ([`crate::Level::may_manage`]), whether the account is
//! the caller's own, and whether it is the last active level-21 account are facts the storage
//! layer looks up.

use serde::Serialize;
use strum::{EnumIter, IntoStaticStr};

use crate::pipeline::status::status_enum;

/// One thing a manager may do to a staff account, as the web app names it (`allowed_actions`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, IntoStaticStr, EnumIter, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum StaffAction {
    /// Change the name.
    Edit,
    /// Change the level or the lender.
    ChangeLevel,
    Disable,
    Enable,
    /// Send the activation e-mail again (accounts still `pending`).
    ResendActivation,
}

status_enum! {
    /// A staff account's status (`users.status`): `pending` (invited, no password yet), `active`
    /// or `disabled`.
    AccountStatus { Pending, Active, Disabled }
}

/// The facts about one account as seen by one manager.
#[derive(Debug, Clone, Copy)]
pub struct Target {
    /// The manager may manage the account's level at all ([`crate::Level::may_manage`]).
    pub manageable: bool,
    /// The account is the manager's own.
    pub is_self: bool,
    pub status: AccountStatus,
    /// The account is the only active level-21 account: demoting or disabling it would leave
    /// nobody able to grant level 21.
    pub last_admin: bool,
}

/// Why a change is refused (each a stable error code, 409).
pub mod refusal {
    /// Nobody changes their own level or status (no self-lockout, no self-promotion).
    pub const SELF_CHANGE: &str = "self_change";
    /// The last active level-21 account keeps its level and stays enabled.
    pub const LAST_ADMIN: &str = "last_admin";
    /// Enabling an enabled account, disabling a disabled one, re-inviting an active one.
    pub const ALREADY_ACTIVE: &str = "already_active";
    pub const ALREADY_DISABLED: &str = "already_disabled";
}

/// A change of level (or lender) or of status. Errors: [`refusal::SELF_CHANGE`],
/// [`refusal::LAST_ADMIN`] when it would take level 21 or access away from the last admin.
pub fn check_sensitive_change(t: Target, removes_admin: bool) -> Result<(), &'static str> {
    if t.is_self {
        Err(refusal::SELF_CHANGE)
    } else if t.last_admin && removes_admin {
        Err(refusal::LAST_ADMIN)
    } else {
        Ok(())
    }
}

/// Disabling `t`. Errors: as [`check_sensitive_change`], or [`refusal::ALREADY_DISABLED`].
pub fn check_disable(t: Target) -> Result<(), &'static str> {
    check_sensitive_change(t, true)?;
    if t.status == AccountStatus::Disabled { Err(refusal::ALREADY_DISABLED) } else { Ok(()) }
}

/// Enabling `t`. Errors: [`refusal::SELF_CHANGE`], [`refusal::ALREADY_ACTIVE`].
pub fn check_enable(t: Target) -> Result<(), &'static str> {
    check_sensitive_change(t, false)?;
    if t.status == AccountStatus::Disabled { Ok(()) } else { Err(refusal::ALREADY_ACTIVE) }
}

/// The actions a manager may take on `t` now, in menu order. Nothing for an account outside the
/// manager's reach; no level or status change of one's own account or of the last admin.
pub fn allowed_actions(t: Target) -> Vec<StaffAction> {
    if !t.manageable {
        return vec![];
    }
    let mut actions = vec![StaffAction::Edit];
    if check_sensitive_change(t, true).is_ok() {
        actions.push(StaffAction::ChangeLevel);
    }
    if check_disable(t).is_ok() {
        actions.push(StaffAction::Disable);
    }
    if check_enable(t).is_ok() {
        actions.push(StaffAction::Enable);
    }
    if t.status == AccountStatus::Pending {
        actions.push(StaffAction::ResendActivation);
    }
    actions
}

#[cfg(test)]
mod tests {
    use super::*;
    use AccountStatus::*;
    use StaffAction::*;

    fn target(status: AccountStatus) -> Target {
        Target { manageable: true, is_self: false, status, last_admin: false }
    }

    #[test]
    fn an_active_colleague_can_be_edited_moved_and_disabled() {
        assert_eq!(allowed_actions(target(Active)), vec![Edit, ChangeLevel, Disable]);
        assert_eq!(allowed_actions(target(Pending)), vec![Edit, ChangeLevel, Disable, ResendActivation]);
        assert_eq!(allowed_actions(target(Disabled)), vec![Edit, ChangeLevel, Enable]);
    }

    #[test]
    fn own_account_keeps_its_level_and_status() {
        let own = Target { is_self: true, ..target(Active) };
        assert_eq!(allowed_actions(own), vec![Edit]);
        assert_eq!(check_disable(own), Err(refusal::SELF_CHANGE));
        assert_eq!(check_sensitive_change(own, false), Err(refusal::SELF_CHANGE));
    }

    #[test]
    fn the_last_admin_cannot_be_disabled_or_demoted_but_may_be_renamed() {
        let last = Target { last_admin: true, ..target(Active) };
        assert_eq!(allowed_actions(last), vec![Edit]);
        assert_eq!(check_disable(last), Err(refusal::LAST_ADMIN));
        assert_eq!(check_sensitive_change(last, true), Err(refusal::LAST_ADMIN));
        // A change that keeps level 21 (e.g. its lender) is not a demotion.
        assert_eq!(check_sensitive_change(last, false), Ok(()));
    }

    #[test]
    fn out_of_reach_accounts_offer_nothing() {
        assert!(allowed_actions(Target { manageable: false, ..target(Active) }).is_empty());
    }

    #[test]
    fn enabling_and_disabling_twice_is_refused() {
        assert_eq!(check_enable(target(Active)), Err(refusal::ALREADY_ACTIVE));
        assert_eq!(check_disable(target(Disabled)), Err(refusal::ALREADY_DISABLED));
    }
}
