//! Status columns read strictly (issue 42 item 2). The statuses are `domain`'s enums
//! (`status_enum!`: `snake_case` names through `FromStr` and `Into<&'static str>`); the database
//! keeps their names as text. A name the enum does not know was never written by this code: it
//! is corrupt data, and reading it is an error, never a default.
//!
//! - [`Stored`]: the column type of a status column in an entity or a partial model (the loan's
//!   stage statuses): a row holding an unknown name fails to load with [`sea_orm::DbErr::Type`]
//!   naming the column and the value.
//! - [`decode`]: the same check for a status still read as a `String` (the other entities'
//!   columns), for the caller to apply where it reads the row.
//!
//! Filters keep comparing the column with the status's name (`Column::Status.eq(s.as_str())`).

use std::{fmt, ops::Deref, str::FromStr};

use sea_orm::{
    ColIdx, DbErr, QueryResult, TryGetError, TryGetable, Value,
    sea_query::{ArrayType, ColumnType, Nullable, StringLen, ValueType, ValueTypeErr},
};

/// A status column holding one of `domain`'s status enums `T` by its `snake_case` name (text in
/// the database). Loading a row whose column holds a name `T` does not know fails with
/// [`DbErr::Type`] (see [`decode`]); writing stores `T`'s name. `T` derefs out of it; `*s` or
/// [`Stored::get`] is the enum.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Stored<T>(pub T);

impl<T: Copy> Stored<T> {
    /// The status.
    pub fn get(self) -> T {
        self.0
    }
}

impl<T> Deref for Stored<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> From<T> for Stored<T> {
    fn from(value: T) -> Self {
        Stored(value)
    }
}

impl<T: PartialEq> PartialEq<T> for Stored<T> {
    fn eq(&self, other: &T) -> bool {
        self.0 == *other
    }
}

impl<T: fmt::Debug> fmt::Debug for Stored<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The status's `snake_case` name, as stored.
impl<T: fmt::Display> fmt::Display for Stored<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The status's `snake_case` name, as stored.
impl<T: AsRef<str>> AsRef<str> for Stored<T> {
    fn as_ref(&self) -> &str {
        self.0.as_ref()
    }
}

/// Answered as the status itself: an entity served as it is (a program) serialises its status
/// columns as their enums (and documents them so with `#[schema(value_type = …)]`).
impl<T: serde::Serialize> serde::Serialize for Stored<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

/// The short name of `T` for error texts (`ApplicationStatus`, not its whole path).
fn short_name<T>() -> &'static str {
    let full = std::any::type_name::<T>();
    full.rsplit("::").next().unwrap_or(full)
}

/// `value`, read from `column`, as the status enum `T`.
///
/// Errors: [`DbErr::Type`] naming the column, the enum and the value when `T` has no status of
/// that name: the row is corrupt (nothing here writes such a value), and the caller answers it
/// as an internal error (the API: 500, logged), never as a default status.
pub fn decode<T: FromStr>(column: &str, value: &str) -> Result<T, DbErr> {
    value.parse().map_err(|_| DbErr::Type(format!("unknown {} {value:?} stored in {column}", short_name::<T>())))
}

impl<T: Into<&'static str>> From<Stored<T>> for Value {
    fn from(s: Stored<T>) -> Value {
        Value::String(Some(s.0.into().to_owned()))
    }
}

impl<T: FromStr> TryGetable for Stored<T> {
    /// Errors: [`TryGetError::Null`] for a null (an `Option<Stored<T>>` reads it as `None`),
    /// [`DbErr::Type`] for a name `T` does not know ([`decode`]).
    fn try_get_by<I: ColIdx>(res: &QueryResult, index: I) -> Result<Self, TryGetError> {
        let text = String::try_get_by(res, index)?;
        decode(&format!("column {index:?}"), &text).map(Stored).map_err(TryGetError::DbErr)
    }
}

impl<T: FromStr + Into<&'static str>> ValueType for Stored<T> {
    fn try_from(v: Value) -> Result<Self, ValueTypeErr> {
        let text = <String as ValueType>::try_from(v)?;
        text.parse().map(Stored).map_err(|_| ValueTypeErr)
    }

    fn type_name() -> String {
        format!("Stored<{}>", short_name::<T>())
    }

    fn array_type() -> ArrayType {
        ArrayType::String
    }

    fn column_type() -> ColumnType {
        ColumnType::String(StringLen::None)
    }
}

impl<T> Nullable for Stored<T> {
    fn null() -> Value {
        Value::String(None)
    }
}

impl<T> sea_orm::sea_query::postgres_array::NotU8 for Stored<T> {}

impl<T> sea_orm::IntoActiveValue<Stored<T>> for Stored<T>
where
    Stored<T>: Into<Value>,
{
    fn into_active_value(self) -> sea_orm::ActiveValue<Stored<T>> {
        sea_orm::ActiveValue::Set(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::pipeline::{ApplicationStatus, KycStatus};

    #[test]
    fn a_known_name_reads_as_its_status() {
        assert_eq!(decode::<ApplicationStatus>("loans.status", "verified").ok(), Some(ApplicationStatus::Verified));
        assert_eq!(Value::from(Stored(KycStatus::KycScheduled)), Value::String(Some("kyc_scheduled".into())));
    }

    #[test]
    fn an_unknown_stored_status_is_an_error_not_a_default() {
        let err = decode::<ApplicationStatus>("loans.status", "archived").err();
        assert!(
            matches!(&err, Some(DbErr::Type(t)) if t.contains("ApplicationStatus") && t.contains("\"archived\"") && t.contains("loans.status")),
            "{err:?}"
        );
        assert!(decode::<KycStatus>("loans.kyc_status", "").is_err(), "an empty text is no status either");
        assert!(<Stored<ApplicationStatus> as ValueType>::try_from(Value::String(Some("Draft".into()))).is_err());
    }
}
