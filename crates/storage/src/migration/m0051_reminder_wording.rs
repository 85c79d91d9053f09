//! Indonesian reminder templates say "rekening virtual" (issue 45 item 9: no English left in the
//! Indonesian texts). The default bodies of m0046 are rewritten where they are still the
//! defaults; a template staff have reworded keeps their words.

use sea_orm_migration::prelude::*;

use super::m0046_reminders::TEMPLATES;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A default Indonesian body as this migration words it.
fn reworded(body: &str) -> String {
    body.replace("virtual account", "rekening virtual")
}

async fn reword(m: &SchemaManager<'_>, forward: bool) -> Result<(), DbErr> {
    for (code, old, _) in TEMPLATES {
        let new = reworded(old);
        let (from, to) = if forward { (old.to_owned(), new) } else { (new, old.to_owned()) };
        let q = Query::update()
            .table(Alias::new("message_templates"))
            .value(Alias::new("body_id"), to)
            .and_where(Expr::col(Alias::new("code")).eq(code))
            .and_where(Expr::col(Alias::new("body_id")).eq(from))
            .to_owned();
        m.exec_stmt(q).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        reword(m, true).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        reword(m, false).await
    }
}
