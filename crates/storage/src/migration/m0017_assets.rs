//! Motorcycles, their handovers, batteries and swap events, service orders and traffic tickets
//! (issue 11; DESIGN §3 "Assets"). Plate and frame numbers are unique (stored normalised);
//! a swap event is unique by its station and event id, so a replayed event stores nothing; a
//! ticket is unique by kind, plate and time, so an import sent twice creates nothing new.
//! `lender_id` on a unit is the lender of the loan that holds it (the funder's scope).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Motorcycles {
    Table,
    Id,
    PlateNumber,
    FrameNumber,
    EngineNumber,
    MotorcycleTypeId,
    Colour,
    Year,
    StnkNumber,
    StnkExpiresOn,
    BpkbNumber,
    DealerId,
    PurchasePrice,
    Status,
    LoanId,
    LenderId,
    HandedOverAt,
    OdometerKm,
    Latitude,
    Longitude,
    MobilitySyncedAt,
    Version,
    CreatedAt,
    UpdatedAt,
    CreatedBy,
}

#[derive(DeriveIden)]
enum Handovers {
    Table,
    Id,
    LoanId,
    MotorcycleId,
    LenderId,
    HandedOverAt,
    OdometerKm,
    BatterySerials,
    PhotoFileIds,
    BastFileId,
    EndedAt,
    CreatedBy,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Batteries {
    Table,
    Id,
    Serial,
    Model,
    CapacityKwh,
    StateOfHealthPercent,
    CycleCount,
    Status,
    MotorcycleId,
    SocPercent,
    LastSwapAt,
    Version,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum BatterySwaps {
    Table,
    Id,
    StationId,
    EventId,
    SwappedAt,
    MotorcycleId,
    PlateNumber,
    BatteryOutId,
    BatteryInId,
    BatteryOutSerial,
    BatteryInSerial,
    SocOutPercent,
    SocInPercent,
    ReceivedAt,
}

#[derive(DeriveIden)]
enum ServiceOrders {
    Table,
    Id,
    MotorcycleId,
    Kind,
    Workshop,
    Description,
    ScheduledOn,
    OdometerKm,
    Items,
    TotalCost,
    Status,
    CompletedOn,
    Version,
    CreatedBy,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum TrafficTickets {
    Table,
    Id,
    Kind,
    PlateNumber,
    MotorcycleId,
    LoanId,
    LenderId,
    OccurredAt,
    Place,
    Violation,
    Amount,
    Status,
    Version,
    CreatedBy,
    CreatedAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Motorcycles::Table)
                .col(uuid(Motorcycles::Id).primary_key())
                .col(string_len_uniq(Motorcycles::PlateNumber, 16))
                .col(string_len_uniq(Motorcycles::FrameNumber, 17))
                .col(string_len(Motorcycles::EngineNumber, 30))
                .col(uuid(Motorcycles::MotorcycleTypeId))
                .col(string_len(Motorcycles::Colour, 40))
                .col(integer(Motorcycles::Year))
                .col(string_len_null(Motorcycles::StnkNumber, 30))
                .col(date_null(Motorcycles::StnkExpiresOn))
                .col(string_len_null(Motorcycles::BpkbNumber, 30))
                .col(uuid(Motorcycles::DealerId))
                .col(big_integer(Motorcycles::PurchasePrice))
                .col(string_len(Motorcycles::Status, 16))
                .col(uuid_null(Motorcycles::LoanId))
                .col(uuid_null(Motorcycles::LenderId))
                .col(timestamp_with_time_zone_null(Motorcycles::HandedOverAt))
                .col(big_integer_null(Motorcycles::OdometerKm))
                .col(double_null(Motorcycles::Latitude))
                .col(double_null(Motorcycles::Longitude))
                .col(timestamp_with_time_zone_null(Motorcycles::MobilitySyncedAt))
                .col(integer(Motorcycles::Version))
                .col(timestamp_with_time_zone(Motorcycles::CreatedAt))
                .col(timestamp_with_time_zone(Motorcycles::UpdatedAt))
                .col(uuid_null(Motorcycles::CreatedBy))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Handovers::Table)
                .col(uuid(Handovers::Id).primary_key())
                .col(uuid_uniq(Handovers::LoanId))
                .col(uuid(Handovers::MotorcycleId))
                .col(uuid_null(Handovers::LenderId))
                .col(timestamp_with_time_zone(Handovers::HandedOverAt))
                .col(big_integer(Handovers::OdometerKm))
                .col(json(Handovers::BatterySerials))
                .col(json(Handovers::PhotoFileIds))
                .col(uuid(Handovers::BastFileId))
                .col(timestamp_with_time_zone_null(Handovers::EndedAt))
                .col(uuid_null(Handovers::CreatedBy))
                .col(timestamp_with_time_zone(Handovers::CreatedAt))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Batteries::Table)
                .col(uuid(Batteries::Id).primary_key())
                .col(string_len_uniq(Batteries::Serial, 40))
                .col(string_len(Batteries::Model, 80))
                .col(double(Batteries::CapacityKwh))
                .col(double(Batteries::StateOfHealthPercent))
                .col(integer(Batteries::CycleCount))
                .col(string_len(Batteries::Status, 16))
                .col(uuid_null(Batteries::MotorcycleId))
                .col(integer_null(Batteries::SocPercent))
                .col(timestamp_with_time_zone_null(Batteries::LastSwapAt))
                .col(integer(Batteries::Version))
                .col(timestamp_with_time_zone(Batteries::CreatedAt))
                .col(timestamp_with_time_zone(Batteries::UpdatedAt))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(BatterySwaps::Table)
                .col(uuid(BatterySwaps::Id).primary_key())
                .col(string_len(BatterySwaps::StationId, 64))
                .col(string_len(BatterySwaps::EventId, 64))
                .col(timestamp_with_time_zone(BatterySwaps::SwappedAt))
                .col(uuid_null(BatterySwaps::MotorcycleId))
                .col(string_len(BatterySwaps::PlateNumber, 16))
                .col(uuid_null(BatterySwaps::BatteryOutId))
                .col(uuid_null(BatterySwaps::BatteryInId))
                .col(string_len(BatterySwaps::BatteryOutSerial, 40))
                .col(string_len(BatterySwaps::BatteryInSerial, 40))
                .col(integer(BatterySwaps::SocOutPercent))
                .col(integer(BatterySwaps::SocInPercent))
                .col(timestamp_with_time_zone(BatterySwaps::ReceivedAt))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(ServiceOrders::Table)
                .col(uuid(ServiceOrders::Id).primary_key())
                .col(uuid(ServiceOrders::MotorcycleId))
                .col(string_len(ServiceOrders::Kind, 16))
                .col(string_len(ServiceOrders::Workshop, 120))
                .col(string_len_null(ServiceOrders::Description, 500))
                .col(date(ServiceOrders::ScheduledOn))
                .col(big_integer_null(ServiceOrders::OdometerKm))
                .col(json(ServiceOrders::Items))
                .col(big_integer(ServiceOrders::TotalCost))
                .col(string_len(ServiceOrders::Status, 16))
                .col(date_null(ServiceOrders::CompletedOn))
                .col(integer(ServiceOrders::Version))
                .col(uuid_null(ServiceOrders::CreatedBy))
                .col(timestamp_with_time_zone(ServiceOrders::CreatedAt))
                .col(timestamp_with_time_zone(ServiceOrders::UpdatedAt))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(TrafficTickets::Table)
                .col(uuid(TrafficTickets::Id).primary_key())
                .col(string_len(TrafficTickets::Kind, 8))
                .col(string_len(TrafficTickets::PlateNumber, 16))
                .col(uuid_null(TrafficTickets::MotorcycleId))
                .col(uuid_null(TrafficTickets::LoanId))
                .col(uuid_null(TrafficTickets::LenderId))
                .col(timestamp_with_time_zone(TrafficTickets::OccurredAt))
                .col(string_len(TrafficTickets::Place, 200))
                .col(string_len(TrafficTickets::Violation, 200))
                .col(big_integer(TrafficTickets::Amount))
                .col(string_len(TrafficTickets::Status, 24))
                .col(integer(TrafficTickets::Version))
                .col(uuid_null(TrafficTickets::CreatedBy))
                .col(timestamp_with_time_zone(TrafficTickets::CreatedAt))
                .col(timestamp_with_time_zone(TrafficTickets::UpdatedAt))
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        for sql in [
            "CREATE INDEX IF NOT EXISTS ix_motorcycles_status ON motorcycles (status, id)",
            "CREATE INDEX IF NOT EXISTS ix_motorcycles_type_status ON motorcycles (motorcycle_type_id, status, id)",
            "CREATE INDEX IF NOT EXISTS ix_motorcycles_lender ON motorcycles (lender_id, id)",
            "CREATE INDEX IF NOT EXISTS ix_motorcycles_loan ON motorcycles (loan_id)",
            "CREATE INDEX IF NOT EXISTS ix_handovers_unit ON handovers (motorcycle_id, handed_over_at)",
            "CREATE INDEX IF NOT EXISTS ix_batteries_status ON batteries (status, id)",
            "CREATE INDEX IF NOT EXISTS ix_batteries_unit ON batteries (motorcycle_id)",
            // A replayed event finds its twin here and is not stored again.
            "CREATE UNIQUE INDEX IF NOT EXISTS ux_swaps_event ON battery_swaps (station_id, event_id)",
            "CREATE INDEX IF NOT EXISTS ix_swaps_out ON battery_swaps (battery_out_id, swapped_at)",
            "CREATE INDEX IF NOT EXISTS ix_swaps_in ON battery_swaps (battery_in_id, swapped_at)",
            "CREATE INDEX IF NOT EXISTS ix_swaps_unit ON battery_swaps (motorcycle_id, swapped_at)",
            "CREATE INDEX IF NOT EXISTS ix_service_unit ON service_orders (motorcycle_id, id)",
            "CREATE INDEX IF NOT EXISTS ix_service_status ON service_orders (status, id)",
            "CREATE UNIQUE INDEX IF NOT EXISTS ux_tickets_natural ON traffic_tickets (kind, plate_number, occurred_at)",
            "CREATE INDEX IF NOT EXISTS ix_tickets_unit ON traffic_tickets (motorcycle_id, occurred_at)",
            "CREATE INDEX IF NOT EXISTS ix_tickets_loan ON traffic_tickets (loan_id)",
            "CREATE INDEX IF NOT EXISTS ix_tickets_status ON traffic_tickets (status, id)",
        ] {
            db.execute_unprepared(sql).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for t in ["traffic_tickets", "service_orders", "battery_swaps", "batteries", "handovers", "motorcycles"] {
            m.drop_table(Table::drop().table(Alias::new(t)).if_exists().to_owned()).await?;
        }
        Ok(())
    }
}
