//! Distances for the dealer search (spec §9: dealers within 5 km).

/// Dealer search radius, kilometres (spec §9).
pub const DEALER_RADIUS_KM: f64 = 5.0;
const EARTH_RADIUS_KM: f64 = 6371.0088;

/// Great-circle distance in kilometres between two WGS 84 points (haversine).
pub fn distance_km(lat1: f64, lng1: f64, lat2: f64, lng2: f64) -> f64 {
    let (p1, p2) = (lat1.to_radians(), lat2.to_radians());
    let dp = (lat2 - lat1).to_radians();
    let dl = (lng2 - lng1).to_radians();
    let a = (dp / 2.0).sin().powi(2) + p1.cos() * p2.cos() * (dl / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_KM * a.sqrt().asin()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_distances() {
        // Monas to Bundaran HI is about 2.3 km.
        let d = distance_km(-6.1754, 106.8272, -6.1950, 106.8230);
        assert!((2.1..2.4).contains(&d), "{d}");
        assert!(distance_km(-6.2, 106.8, -6.2, 106.8) < 1e-9);
        // Jakarta to Bandung is about 120 km as the crow flies.
        let d = distance_km(-6.1754, 106.8272, -6.9175, 107.6191);
        assert!((110.0..130.0).contains(&d), "{d}");
    }
}
