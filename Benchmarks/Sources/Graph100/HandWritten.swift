// The synthetic graph composed by hand, written by synthetic_graph.py.

import Foundation

protocol AppComposition: AnyObject, Sendable {
    var s0: Service0Impl { get }
    var s1: Service1Impl { get }
    var s2: any Service2 { get }
    var s3: Service3Impl { get }
    var s4: Service4Impl { get }
    var s5: any Service5 { get }
    var s6: Service6Impl { get }
    var s7: Service7Impl { get }
    var s8: any Service8 { get }
    var s9: Service9Impl { get }
    var s10: Service10Impl { get }
    var s11: any Service11 { get }
    var s12: Service12Impl { get }
    var s13: Service13Impl { get }
    var s14: any Service14 { get }
    var s15: Service15Impl { get }
    var s16: Service16Impl { get }
    var s17: any Service17 { get }
    var s18: Service18Impl { get }
    var s19: Service19Impl { get }
    var s20: any Service20 { get }
    var s21: Service21Impl { get }
    var s22: Service22Impl { get }
    var s23: any Service23 { get }
    var s24: Service24Impl { get }
    var s25: Service25Impl { get }
    var s26: any Service26 { get }
    var s27: Service27Impl { get }
    var s28: Service28Impl { get }
    var s29: any Service29 { get }
    var s30: Service30Impl { get }
    var s31: Service31Impl { get }
    var s32: any Service32 { get }
    var s33: Service33Impl { get }
    var s34: Service34Impl { get }
    var s35: any Service35 { get }
    var s36: Service36Impl { get }
    var s37: Service37Impl { get }
    var s38: any Service38 { get }
    var s39: Service39Impl { get }
    var s40: Service40Impl { get }
    var s41: any Service41 { get }
    var s42: Service42Impl { get }
    var s43: Service43Impl { get }
    var s44: any Service44 { get }
    var s45: Service45Impl { get }
    var s46: Service46Impl { get }
    var s47: any Service47 { get }
    var s48: Service48Impl { get }
    var s49: Service49Impl { get }
    var s50: any Service50 { get }
    var s51: Service51Impl { get }
    var s52: Service52Impl { get }
    var s53: any Service53 { get }
    var s54: Service54Impl { get }
    var s55: Service55Impl { get }
    var s56: any Service56 { get }
    var s57: Service57Impl { get }
    var s58: Service58Impl { get }
    var s59: any Service59 { get }
    var s60: Service60Impl { get }
    var s61: Service61Impl { get }
    var s62: any Service62 { get }
    var s63: Service63Impl { get }
    var s64: Service64Impl { get }
    var s65: any Service65 { get }
    var s66: Service66Impl { get }
    var s67: Service67Impl { get }
    var s68: any Service68 { get }
    var s69: Service69Impl { get }
    var s70: Service70Impl { get }
    var s71: any Service71 { get }
    var s72: Service72Impl { get }
    var s73: Service73Impl { get }
    var s74: any Service74 { get }
    var s75: Service75Impl { get }
    var s76: Service76Impl { get }
    var s77: any Service77 { get }
    var s78: Service78Impl { get }
    var s79: Service79Impl { get }
    var s80: any Service80 { get }
    var s81: Service81Impl { get }
    var s82: Service82Impl { get }
    var s83: any Service83 { get }
    var s84: Service84Impl { get }
    var s85: Service85Impl { get }
    var s86: any Service86 { get }
    var s87: Service87Impl { get }
    var s88: Service88Impl { get }
    var s89: any Service89 { get }
    var s90: Service90Impl { get }
    var s91: Service91Impl { get }
    var s92: any Service92 { get }
    var s93: Service93Impl { get }
    var s94: Service94Impl { get }
    var s95: any Service95 { get }
    var s96: Service96Impl { get }
    var s97: Service97Impl { get }
    var s98: any Service98 { get }
    var s99: Service99Impl { get }
}

final class DevComposition: AppComposition, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var _s0: (Service0Impl)?
    private var _s1: (Service1Impl)?
    private var _s2: (any Service2)?
    private var _s3: (Service3Impl)?
    private var _s5: (any Service5)?
    private var _s6: (Service6Impl)?
    private var _s7: (Service7Impl)?
    private var _s8: (any Service8)?
    private var _s10: (Service10Impl)?
    private var _s11: (any Service11)?
    private var _s12: (Service12Impl)?
    private var _s13: (Service13Impl)?
    private var _s15: (Service15Impl)?
    private var _s16: (Service16Impl)?
    private var _s17: (any Service17)?
    private var _s18: (Service18Impl)?
    private var _s20: (any Service20)?
    private var _s21: (Service21Impl)?
    private var _s22: (Service22Impl)?
    private var _s23: (any Service23)?
    private var _s25: (Service25Impl)?
    private var _s26: (any Service26)?
    private var _s27: (Service27Impl)?
    private var _s28: (Service28Impl)?
    private var _s30: (Service30Impl)?
    private var _s31: (Service31Impl)?
    private var _s32: (any Service32)?
    private var _s33: (Service33Impl)?
    private var _s35: (any Service35)?
    private var _s36: (Service36Impl)?
    private var _s37: (Service37Impl)?
    private var _s38: (any Service38)?
    private var _s40: (Service40Impl)?
    private var _s41: (any Service41)?
    private var _s42: (Service42Impl)?
    private var _s43: (Service43Impl)?
    private var _s45: (Service45Impl)?
    private var _s46: (Service46Impl)?
    private var _s47: (any Service47)?
    private var _s48: (Service48Impl)?
    private var _s50: (any Service50)?
    private var _s51: (Service51Impl)?
    private var _s52: (Service52Impl)?
    private var _s53: (any Service53)?
    private var _s55: (Service55Impl)?
    private var _s56: (any Service56)?
    private var _s57: (Service57Impl)?
    private var _s58: (Service58Impl)?
    private var _s60: (Service60Impl)?
    private var _s61: (Service61Impl)?
    private var _s62: (any Service62)?
    private var _s63: (Service63Impl)?
    private var _s65: (any Service65)?
    private var _s66: (Service66Impl)?
    private var _s67: (Service67Impl)?
    private var _s68: (any Service68)?
    private var _s70: (Service70Impl)?
    private var _s71: (any Service71)?
    private var _s72: (Service72Impl)?
    private var _s73: (Service73Impl)?
    private var _s75: (Service75Impl)?
    private var _s76: (Service76Impl)?
    private var _s77: (any Service77)?
    private var _s78: (Service78Impl)?
    private var _s80: (any Service80)?
    private var _s81: (Service81Impl)?
    private var _s82: (Service82Impl)?
    private var _s83: (any Service83)?
    private var _s85: (Service85Impl)?
    private var _s86: (any Service86)?
    private var _s87: (Service87Impl)?
    private var _s88: (Service88Impl)?
    private var _s90: (Service90Impl)?
    private var _s91: (Service91Impl)?
    private var _s92: (any Service92)?
    private var _s93: (Service93Impl)?
    private var _s95: (any Service95)?
    private var _s96: (Service96Impl)?
    private var _s97: (Service97Impl)?
    private var _s98: (any Service98)?

    init() {}

    var s0: Service0Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s0 { return existing }
        let made: Service0Impl = Service0Impl()
        _s0 = made
        return made
    }

    var s1: Service1Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s1 { return existing }
        let made: Service1Impl = Service1Impl(s0: s0)
        _s1 = made
        return made
    }

    var s2: any Service2 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s2 { return existing }
        let made: any Service2 = Service2Mock()
        _s2 = made
        return made
    }

    var s3: Service3Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s3 { return existing }
        let made: Service3Impl = Service3Impl(s0: s0, s1: s1, s2: s2)
        _s3 = made
        return made
    }

    var s4: Service4Impl {
        return Service4Impl(s0: s0, s1: s1, s3: s3)
    }

    var s5: any Service5 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s5 { return existing }
        let made: any Service5 = Service5Mock()
        _s5 = made
        return made
    }

    var s6: Service6Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s6 { return existing }
        let made: Service6Impl = Service6Impl(s1: s1, s4: s4, s5: s5)
        _s6 = made
        return made
    }

    var s7: Service7Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s7 { return existing }
        let made: Service7Impl = Service7Impl(s0: s0, s2: s2, s3: s3)
        _s7 = made
        return made
    }

    var s8: any Service8 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s8 { return existing }
        let made: any Service8 = Service8Mock()
        _s8 = made
        return made
    }

    var s9: Service9Impl {
        return Service9Impl(s0: s0, s2: s2, s4: s4)
    }

    var s10: Service10Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s10 { return existing }
        let made: Service10Impl = Service10Impl(s0: s0, s2: s2, s8: s8)
        _s10 = made
        return made
    }

    var s11: any Service11 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s11 { return existing }
        let made: any Service11 = Service11Mock()
        _s11 = made
        return made
    }

    var s12: Service12Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s12 { return existing }
        let made: Service12Impl = Service12Impl(s1: s1, s7: s7, s9: s9)
        _s12 = made
        return made
    }

    var s13: Service13Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s13 { return existing }
        let made: Service13Impl = Service13Impl(s0: s0, s1: s1, s10: s10)
        _s13 = made
        return made
    }

    var s14: any Service14 {
        return Service14Mock()
    }

    var s15: Service15Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s15 { return existing }
        let made: Service15Impl = Service15Impl(s0: s0, s3: s3, s11: s11)
        _s15 = made
        return made
    }

    var s16: Service16Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s16 { return existing }
        let made: Service16Impl = Service16Impl(s2: s2, s6: s6, s10: s10)
        _s16 = made
        return made
    }

    var s17: any Service17 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s17 { return existing }
        let made: any Service17 = Service17Mock()
        _s17 = made
        return made
    }

    var s18: Service18Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s18 { return existing }
        let made: Service18Impl = Service18Impl(s2: s2, s6: s6, s12: s12)
        _s18 = made
        return made
    }

    var s19: Service19Impl {
        return Service19Impl(s4: s4, s13: s13, s17: s17)
    }

    var s20: any Service20 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s20 { return existing }
        let made: any Service20 = Service20Mock()
        _s20 = made
        return made
    }

    var s21: Service21Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s21 { return existing }
        let made: Service21Impl = Service21Impl(s5: s5, s14: s14, s16: s16)
        _s21 = made
        return made
    }

    var s22: Service22Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s22 { return existing }
        let made: Service22Impl = Service22Impl(s5: s5, s14: s14, s18: s18)
        _s22 = made
        return made
    }

    var s23: any Service23 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s23 { return existing }
        let made: any Service23 = Service23Mock()
        _s23 = made
        return made
    }

    var s24: Service24Impl {
        return Service24Impl(s3: s3, s4: s4, s16: s16)
    }

    var s25: Service25Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s25 { return existing }
        let made: Service25Impl = Service25Impl(s9: s9, s11: s11, s16: s16)
        _s25 = made
        return made
    }

    var s26: any Service26 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s26 { return existing }
        let made: any Service26 = Service26Mock()
        _s26 = made
        return made
    }

    var s27: Service27Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s27 { return existing }
        let made: Service27Impl = Service27Impl(s12: s12, s24: s24, s25: s25)
        _s27 = made
        return made
    }

    var s28: Service28Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s28 { return existing }
        let made: Service28Impl = Service28Impl(s4: s4, s13: s13, s17: s17)
        _s28 = made
        return made
    }

    var s29: any Service29 {
        return Service29Mock()
    }

    var s30: Service30Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s30 { return existing }
        let made: Service30Impl = Service30Impl(s8: s8, s18: s18, s24: s24)
        _s30 = made
        return made
    }

    var s31: Service31Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s31 { return existing }
        let made: Service31Impl = Service31Impl(s0: s0, s10: s10, s24: s24)
        _s31 = made
        return made
    }

    var s32: any Service32 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s32 { return existing }
        let made: any Service32 = Service32Mock()
        _s32 = made
        return made
    }

    var s33: Service33Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s33 { return existing }
        let made: Service33Impl = Service33Impl(s6: s6, s22: s22, s23: s23)
        _s33 = made
        return made
    }

    var s34: Service34Impl {
        return Service34Impl(s6: s6, s12: s12, s32: s32)
    }

    var s35: any Service35 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s35 { return existing }
        let made: any Service35 = Service35Mock()
        _s35 = made
        return made
    }

    var s36: Service36Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s36 { return existing }
        let made: Service36Impl = Service36Impl(s11: s11, s27: s27, s28: s28)
        _s36 = made
        return made
    }

    var s37: Service37Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s37 { return existing }
        let made: Service37Impl = Service37Impl(s5: s5, s7: s7, s11: s11)
        _s37 = made
        return made
    }

    var s38: any Service38 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s38 { return existing }
        let made: any Service38 = Service38Mock()
        _s38 = made
        return made
    }

    var s39: Service39Impl {
        return Service39Impl(s3: s3, s11: s11, s36: s36)
    }

    var s40: Service40Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s40 { return existing }
        let made: Service40Impl = Service40Impl(s7: s7, s10: s10, s25: s25)
        _s40 = made
        return made
    }

    var s41: any Service41 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s41 { return existing }
        let made: any Service41 = Service41Mock()
        _s41 = made
        return made
    }

    var s42: Service42Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s42 { return existing }
        let made: Service42Impl = Service42Impl(s4: s4, s25: s25, s30: s30)
        _s42 = made
        return made
    }

    var s43: Service43Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s43 { return existing }
        let made: Service43Impl = Service43Impl(s5: s5, s8: s8, s30: s30)
        _s43 = made
        return made
    }

    var s44: any Service44 {
        return Service44Mock()
    }

    var s45: Service45Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s45 { return existing }
        let made: Service45Impl = Service45Impl(s9: s9, s15: s15, s37: s37)
        _s45 = made
        return made
    }

    var s46: Service46Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s46 { return existing }
        let made: Service46Impl = Service46Impl(s6: s6, s8: s8, s30: s30)
        _s46 = made
        return made
    }

    var s47: any Service47 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s47 { return existing }
        let made: any Service47 = Service47Mock()
        _s47 = made
        return made
    }

    var s48: Service48Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s48 { return existing }
        let made: Service48Impl = Service48Impl(s7: s7, s41: s41, s42: s42)
        _s48 = made
        return made
    }

    var s49: Service49Impl {
        return Service49Impl(s16: s16, s34: s34, s42: s42)
    }

    var s50: any Service50 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s50 { return existing }
        let made: any Service50 = Service50Mock()
        _s50 = made
        return made
    }

    var s51: Service51Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s51 { return existing }
        let made: Service51Impl = Service51Impl(s24: s24, s33: s33, s45: s45)
        _s51 = made
        return made
    }

    var s52: Service52Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s52 { return existing }
        let made: Service52Impl = Service52Impl(s0: s0, s7: s7, s23: s23)
        _s52 = made
        return made
    }

    var s53: any Service53 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s53 { return existing }
        let made: any Service53 = Service53Mock()
        _s53 = made
        return made
    }

    var s54: Service54Impl {
        return Service54Impl(s19: s19, s35: s35, s44: s44)
    }

    var s55: Service55Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s55 { return existing }
        let made: Service55Impl = Service55Impl(s38: s38, s40: s40, s53: s53)
        _s55 = made
        return made
    }

    var s56: any Service56 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s56 { return existing }
        let made: any Service56 = Service56Mock()
        _s56 = made
        return made
    }

    var s57: Service57Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s57 { return existing }
        let made: Service57Impl = Service57Impl(s24: s24, s28: s28, s39: s39)
        _s57 = made
        return made
    }

    var s58: Service58Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s58 { return existing }
        let made: Service58Impl = Service58Impl(s0: s0, s48: s48, s50: s50)
        _s58 = made
        return made
    }

    var s59: any Service59 {
        return Service59Mock()
    }

    var s60: Service60Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s60 { return existing }
        let made: Service60Impl = Service60Impl(s9: s9, s55: s55, s56: s56)
        _s60 = made
        return made
    }

    var s61: Service61Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s61 { return existing }
        let made: Service61Impl = Service61Impl(s9: s9, s17: s17, s28: s28)
        _s61 = made
        return made
    }

    var s62: any Service62 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s62 { return existing }
        let made: any Service62 = Service62Mock()
        _s62 = made
        return made
    }

    var s63: Service63Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s63 { return existing }
        let made: Service63Impl = Service63Impl(s0: s0, s2: s2, s60: s60)
        _s63 = made
        return made
    }

    var s64: Service64Impl {
        return Service64Impl(s7: s7, s44: s44, s55: s55)
    }

    var s65: any Service65 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s65 { return existing }
        let made: any Service65 = Service65Mock()
        _s65 = made
        return made
    }

    var s66: Service66Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s66 { return existing }
        let made: Service66Impl = Service66Impl(s48: s48, s59: s59, s64: s64)
        _s66 = made
        return made
    }

    var s67: Service67Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s67 { return existing }
        let made: Service67Impl = Service67Impl(s0: s0, s32: s32, s54: s54)
        _s67 = made
        return made
    }

    var s68: any Service68 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s68 { return existing }
        let made: any Service68 = Service68Mock()
        _s68 = made
        return made
    }

    var s69: Service69Impl {
        return Service69Impl(s9: s9, s20: s20, s64: s64)
    }

    var s70: Service70Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s70 { return existing }
        let made: Service70Impl = Service70Impl(s4: s4, s21: s21, s68: s68)
        _s70 = made
        return made
    }

    var s71: any Service71 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s71 { return existing }
        let made: any Service71 = Service71Mock()
        _s71 = made
        return made
    }

    var s72: Service72Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s72 { return existing }
        let made: Service72Impl = Service72Impl(s7: s7, s15: s15, s22: s22)
        _s72 = made
        return made
    }

    var s73: Service73Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s73 { return existing }
        let made: Service73Impl = Service73Impl(s9: s9, s15: s15, s52: s52)
        _s73 = made
        return made
    }

    var s74: any Service74 {
        return Service74Mock()
    }

    var s75: Service75Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s75 { return existing }
        let made: Service75Impl = Service75Impl(s1: s1, s9: s9, s67: s67)
        _s75 = made
        return made
    }

    var s76: Service76Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s76 { return existing }
        let made: Service76Impl = Service76Impl(s1: s1, s54: s54, s68: s68)
        _s76 = made
        return made
    }

    var s77: any Service77 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s77 { return existing }
        let made: any Service77 = Service77Mock()
        _s77 = made
        return made
    }

    var s78: Service78Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s78 { return existing }
        let made: Service78Impl = Service78Impl(s8: s8, s15: s15, s61: s61)
        _s78 = made
        return made
    }

    var s79: Service79Impl {
        return Service79Impl(s67: s67, s68: s68, s74: s74)
    }

    var s80: any Service80 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s80 { return existing }
        let made: any Service80 = Service80Mock()
        _s80 = made
        return made
    }

    var s81: Service81Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s81 { return existing }
        let made: Service81Impl = Service81Impl(s33: s33, s37: s37, s75: s75)
        _s81 = made
        return made
    }

    var s82: Service82Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s82 { return existing }
        let made: Service82Impl = Service82Impl(s0: s0, s58: s58, s80: s80)
        _s82 = made
        return made
    }

    var s83: any Service83 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s83 { return existing }
        let made: any Service83 = Service83Mock()
        _s83 = made
        return made
    }

    var s84: Service84Impl {
        return Service84Impl(s59: s59, s71: s71, s78: s78)
    }

    var s85: Service85Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s85 { return existing }
        let made: Service85Impl = Service85Impl(s26: s26, s50: s50, s58: s58)
        _s85 = made
        return made
    }

    var s86: any Service86 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s86 { return existing }
        let made: any Service86 = Service86Mock()
        _s86 = made
        return made
    }

    var s87: Service87Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s87 { return existing }
        let made: Service87Impl = Service87Impl(s8: s8, s11: s11, s77: s77)
        _s87 = made
        return made
    }

    var s88: Service88Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s88 { return existing }
        let made: Service88Impl = Service88Impl(s19: s19, s61: s61, s85: s85)
        _s88 = made
        return made
    }

    var s89: any Service89 {
        return Service89Mock()
    }

    var s90: Service90Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s90 { return existing }
        let made: Service90Impl = Service90Impl(s41: s41, s42: s42, s65: s65)
        _s90 = made
        return made
    }

    var s91: Service91Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s91 { return existing }
        let made: Service91Impl = Service91Impl(s23: s23, s63: s63, s68: s68)
        _s91 = made
        return made
    }

    var s92: any Service92 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s92 { return existing }
        let made: any Service92 = Service92Mock()
        _s92 = made
        return made
    }

    var s93: Service93Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s93 { return existing }
        let made: Service93Impl = Service93Impl(s4: s4, s74: s74, s90: s90)
        _s93 = made
        return made
    }

    var s94: Service94Impl {
        return Service94Impl(s44: s44, s59: s59, s91: s91)
    }

    var s95: any Service95 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s95 { return existing }
        let made: any Service95 = Service95Mock()
        _s95 = made
        return made
    }

    var s96: Service96Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s96 { return existing }
        let made: Service96Impl = Service96Impl(s6: s6, s16: s16, s79: s79)
        _s96 = made
        return made
    }

    var s97: Service97Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s97 { return existing }
        let made: Service97Impl = Service97Impl(s10: s10, s13: s13, s80: s80)
        _s97 = made
        return made
    }

    var s98: any Service98 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s98 { return existing }
        let made: any Service98 = Service98Mock()
        _s98 = made
        return made
    }

    var s99: Service99Impl {
        return Service99Impl(s6: s6, s32: s32, s59: s59)
    }
}

final class StagingComposition: AppComposition, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var _s0: (Service0Impl)?
    private var _s1: (Service1Impl)?
    private var _s2: (any Service2)?
    private var _s3: (Service3Impl)?
    private var _s5: (any Service5)?
    private var _s6: (Service6Impl)?
    private var _s7: (Service7Impl)?
    private var _s8: (any Service8)?
    private var _s10: (Service10Impl)?
    private var _s11: (any Service11)?
    private var _s12: (Service12Impl)?
    private var _s13: (Service13Impl)?
    private var _s15: (Service15Impl)?
    private var _s16: (Service16Impl)?
    private var _s17: (any Service17)?
    private var _s18: (Service18Impl)?
    private var _s20: (any Service20)?
    private var _s21: (Service21Impl)?
    private var _s22: (Service22Impl)?
    private var _s23: (any Service23)?
    private var _s25: (Service25Impl)?
    private var _s26: (any Service26)?
    private var _s27: (Service27Impl)?
    private var _s28: (Service28Impl)?
    private var _s30: (Service30Impl)?
    private var _s31: (Service31Impl)?
    private var _s32: (any Service32)?
    private var _s33: (Service33Impl)?
    private var _s35: (any Service35)?
    private var _s36: (Service36Impl)?
    private var _s37: (Service37Impl)?
    private var _s38: (any Service38)?
    private var _s40: (Service40Impl)?
    private var _s41: (any Service41)?
    private var _s42: (Service42Impl)?
    private var _s43: (Service43Impl)?
    private var _s45: (Service45Impl)?
    private var _s46: (Service46Impl)?
    private var _s47: (any Service47)?
    private var _s48: (Service48Impl)?
    private var _s50: (any Service50)?
    private var _s51: (Service51Impl)?
    private var _s52: (Service52Impl)?
    private var _s53: (any Service53)?
    private var _s55: (Service55Impl)?
    private var _s56: (any Service56)?
    private var _s57: (Service57Impl)?
    private var _s58: (Service58Impl)?
    private var _s60: (Service60Impl)?
    private var _s61: (Service61Impl)?
    private var _s62: (any Service62)?
    private var _s63: (Service63Impl)?
    private var _s65: (any Service65)?
    private var _s66: (Service66Impl)?
    private var _s67: (Service67Impl)?
    private var _s68: (any Service68)?
    private var _s70: (Service70Impl)?
    private var _s71: (any Service71)?
    private var _s72: (Service72Impl)?
    private var _s73: (Service73Impl)?
    private var _s75: (Service75Impl)?
    private var _s76: (Service76Impl)?
    private var _s77: (any Service77)?
    private var _s78: (Service78Impl)?
    private var _s80: (any Service80)?
    private var _s81: (Service81Impl)?
    private var _s82: (Service82Impl)?
    private var _s83: (any Service83)?
    private var _s85: (Service85Impl)?
    private var _s86: (any Service86)?
    private var _s87: (Service87Impl)?
    private var _s88: (Service88Impl)?
    private var _s90: (Service90Impl)?
    private var _s91: (Service91Impl)?
    private var _s92: (any Service92)?
    private var _s93: (Service93Impl)?
    private var _s95: (any Service95)?
    private var _s96: (Service96Impl)?
    private var _s97: (Service97Impl)?
    private var _s98: (any Service98)?

    init() {}

    var s0: Service0Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s0 { return existing }
        let made: Service0Impl = Service0Impl()
        _s0 = made
        return made
    }

    var s1: Service1Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s1 { return existing }
        let made: Service1Impl = Service1Impl(s0: s0)
        _s1 = made
        return made
    }

    var s2: any Service2 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s2 { return existing }
        let made: any Service2 = Service2Impl(s0: s0, s1: s1)
        _s2 = made
        return made
    }

    var s3: Service3Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s3 { return existing }
        let made: Service3Impl = Service3Impl(s0: s0, s1: s1, s2: s2)
        _s3 = made
        return made
    }

    var s4: Service4Impl {
        return Service4Impl(s0: s0, s1: s1, s3: s3)
    }

    var s5: any Service5 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s5 { return existing }
        let made: any Service5 = Service5Impl(s0: s0, s2: s2, s4: s4)
        _s5 = made
        return made
    }

    var s6: Service6Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s6 { return existing }
        let made: Service6Impl = Service6Impl(s1: s1, s4: s4, s5: s5)
        _s6 = made
        return made
    }

    var s7: Service7Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s7 { return existing }
        let made: Service7Impl = Service7Impl(s0: s0, s2: s2, s3: s3)
        _s7 = made
        return made
    }

    var s8: any Service8 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s8 { return existing }
        let made: any Service8 = Service8Impl(s1: s1, s2: s2, s7: s7)
        _s8 = made
        return made
    }

    var s9: Service9Impl {
        return Service9Impl(s0: s0, s2: s2, s4: s4)
    }

    var s10: Service10Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s10 { return existing }
        let made: Service10Impl = Service10Impl(s0: s0, s2: s2, s8: s8)
        _s10 = made
        return made
    }

    var s11: any Service11 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s11 { return existing }
        let made: any Service11 = Service11Impl(s5: s5, s8: s8, s9: s9)
        _s11 = made
        return made
    }

    var s12: Service12Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s12 { return existing }
        let made: Service12Impl = Service12Impl(s1: s1, s7: s7, s9: s9)
        _s12 = made
        return made
    }

    var s13: Service13Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s13 { return existing }
        let made: Service13Impl = Service13Impl(s0: s0, s1: s1, s10: s10)
        _s13 = made
        return made
    }

    var s14: any Service14 {
        return Service14Impl(s6: s6, s8: s8, s13: s13)
    }

    var s15: Service15Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s15 { return existing }
        let made: Service15Impl = Service15Impl(s0: s0, s3: s3, s11: s11)
        _s15 = made
        return made
    }

    var s16: Service16Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s16 { return existing }
        let made: Service16Impl = Service16Impl(s2: s2, s6: s6, s10: s10)
        _s16 = made
        return made
    }

    var s17: any Service17 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s17 { return existing }
        let made: any Service17 = Service17Impl(s5: s5, s8: s8, s16: s16)
        _s17 = made
        return made
    }

    var s18: Service18Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s18 { return existing }
        let made: Service18Impl = Service18Impl(s2: s2, s6: s6, s12: s12)
        _s18 = made
        return made
    }

    var s19: Service19Impl {
        return Service19Impl(s4: s4, s13: s13, s17: s17)
    }

    var s20: any Service20 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s20 { return existing }
        let made: any Service20 = Service20Impl(s7: s7, s13: s13, s17: s17)
        _s20 = made
        return made
    }

    var s21: Service21Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s21 { return existing }
        let made: Service21Impl = Service21Impl(s5: s5, s14: s14, s16: s16)
        _s21 = made
        return made
    }

    var s22: Service22Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s22 { return existing }
        let made: Service22Impl = Service22Impl(s5: s5, s14: s14, s18: s18)
        _s22 = made
        return made
    }

    var s23: any Service23 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s23 { return existing }
        let made: any Service23 = Service23Impl(s1: s1, s16: s16, s19: s19)
        _s23 = made
        return made
    }

    var s24: Service24Impl {
        return Service24Impl(s3: s3, s4: s4, s16: s16)
    }

    var s25: Service25Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s25 { return existing }
        let made: Service25Impl = Service25Impl(s9: s9, s11: s11, s16: s16)
        _s25 = made
        return made
    }

    var s26: any Service26 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s26 { return existing }
        let made: any Service26 = Service26Impl(s10: s10, s15: s15, s22: s22)
        _s26 = made
        return made
    }

    var s27: Service27Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s27 { return existing }
        let made: Service27Impl = Service27Impl(s12: s12, s24: s24, s25: s25)
        _s27 = made
        return made
    }

    var s28: Service28Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s28 { return existing }
        let made: Service28Impl = Service28Impl(s4: s4, s13: s13, s17: s17)
        _s28 = made
        return made
    }

    var s29: any Service29 {
        return Service29Impl(s1: s1, s9: s9, s22: s22)
    }

    var s30: Service30Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s30 { return existing }
        let made: Service30Impl = Service30Impl(s8: s8, s18: s18, s24: s24)
        _s30 = made
        return made
    }

    var s31: Service31Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s31 { return existing }
        let made: Service31Impl = Service31Impl(s0: s0, s10: s10, s24: s24)
        _s31 = made
        return made
    }

    var s32: any Service32 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s32 { return existing }
        let made: any Service32 = Service32Impl(s18: s18, s20: s20, s21: s21)
        _s32 = made
        return made
    }

    var s33: Service33Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s33 { return existing }
        let made: Service33Impl = Service33Impl(s6: s6, s22: s22, s23: s23)
        _s33 = made
        return made
    }

    var s34: Service34Impl {
        return Service34Impl(s6: s6, s12: s12, s32: s32)
    }

    var s35: any Service35 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s35 { return existing }
        let made: any Service35 = Service35Impl(s2: s2, s5: s5, s9: s9)
        _s35 = made
        return made
    }

    var s36: Service36Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s36 { return existing }
        let made: Service36Impl = Service36Impl(s11: s11, s27: s27, s28: s28)
        _s36 = made
        return made
    }

    var s37: Service37Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s37 { return existing }
        let made: Service37Impl = Service37Impl(s5: s5, s7: s7, s11: s11)
        _s37 = made
        return made
    }

    var s38: any Service38 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s38 { return existing }
        let made: any Service38 = Service38Impl(s0: s0, s1: s1, s12: s12)
        _s38 = made
        return made
    }

    var s39: Service39Impl {
        return Service39Impl(s3: s3, s11: s11, s36: s36)
    }

    var s40: Service40Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s40 { return existing }
        let made: Service40Impl = Service40Impl(s7: s7, s10: s10, s25: s25)
        _s40 = made
        return made
    }

    var s41: any Service41 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s41 { return existing }
        let made: any Service41 = Service41Impl(s2: s2, s11: s11, s36: s36)
        _s41 = made
        return made
    }

    var s42: Service42Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s42 { return existing }
        let made: Service42Impl = Service42Impl(s4: s4, s25: s25, s30: s30)
        _s42 = made
        return made
    }

    var s43: Service43Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s43 { return existing }
        let made: Service43Impl = Service43Impl(s5: s5, s8: s8, s30: s30)
        _s43 = made
        return made
    }

    var s44: any Service44 {
        return Service44Impl(s0: s0, s7: s7, s19: s19)
    }

    var s45: Service45Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s45 { return existing }
        let made: Service45Impl = Service45Impl(s9: s9, s15: s15, s37: s37)
        _s45 = made
        return made
    }

    var s46: Service46Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s46 { return existing }
        let made: Service46Impl = Service46Impl(s6: s6, s8: s8, s30: s30)
        _s46 = made
        return made
    }

    var s47: any Service47 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s47 { return existing }
        let made: any Service47 = Service47Impl(s23: s23, s38: s38, s41: s41)
        _s47 = made
        return made
    }

    var s48: Service48Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s48 { return existing }
        let made: Service48Impl = Service48Impl(s7: s7, s41: s41, s42: s42)
        _s48 = made
        return made
    }

    var s49: Service49Impl {
        return Service49Impl(s16: s16, s34: s34, s42: s42)
    }

    var s50: any Service50 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s50 { return existing }
        let made: any Service50 = Service50Impl(s6: s6, s23: s23, s25: s25)
        _s50 = made
        return made
    }

    var s51: Service51Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s51 { return existing }
        let made: Service51Impl = Service51Impl(s24: s24, s33: s33, s45: s45)
        _s51 = made
        return made
    }

    var s52: Service52Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s52 { return existing }
        let made: Service52Impl = Service52Impl(s0: s0, s7: s7, s23: s23)
        _s52 = made
        return made
    }

    var s53: any Service53 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s53 { return existing }
        let made: any Service53 = Service53Impl(s32: s32, s44: s44, s50: s50)
        _s53 = made
        return made
    }

    var s54: Service54Impl {
        return Service54Impl(s19: s19, s35: s35, s44: s44)
    }

    var s55: Service55Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s55 { return existing }
        let made: Service55Impl = Service55Impl(s38: s38, s40: s40, s53: s53)
        _s55 = made
        return made
    }

    var s56: any Service56 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s56 { return existing }
        let made: any Service56 = Service56Impl(s18: s18, s32: s32, s35: s35)
        _s56 = made
        return made
    }

    var s57: Service57Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s57 { return existing }
        let made: Service57Impl = Service57Impl(s24: s24, s28: s28, s39: s39)
        _s57 = made
        return made
    }

    var s58: Service58Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s58 { return existing }
        let made: Service58Impl = Service58Impl(s0: s0, s48: s48, s50: s50)
        _s58 = made
        return made
    }

    var s59: any Service59 {
        return Service59Impl(s18: s18, s27: s27, s33: s33)
    }

    var s60: Service60Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s60 { return existing }
        let made: Service60Impl = Service60Impl(s9: s9, s55: s55, s56: s56)
        _s60 = made
        return made
    }

    var s61: Service61Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s61 { return existing }
        let made: Service61Impl = Service61Impl(s9: s9, s17: s17, s28: s28)
        _s61 = made
        return made
    }

    var s62: any Service62 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s62 { return existing }
        let made: any Service62 = Service62Impl(s27: s27, s28: s28, s37: s37)
        _s62 = made
        return made
    }

    var s63: Service63Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s63 { return existing }
        let made: Service63Impl = Service63Impl(s0: s0, s2: s2, s60: s60)
        _s63 = made
        return made
    }

    var s64: Service64Impl {
        return Service64Impl(s7: s7, s44: s44, s55: s55)
    }

    var s65: any Service65 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s65 { return existing }
        let made: any Service65 = Service65Impl(s7: s7, s18: s18, s58: s58)
        _s65 = made
        return made
    }

    var s66: Service66Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s66 { return existing }
        let made: Service66Impl = Service66Impl(s48: s48, s59: s59, s64: s64)
        _s66 = made
        return made
    }

    var s67: Service67Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s67 { return existing }
        let made: Service67Impl = Service67Impl(s0: s0, s32: s32, s54: s54)
        _s67 = made
        return made
    }

    var s68: any Service68 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s68 { return existing }
        let made: any Service68 = Service68Impl(s0: s0, s58: s58, s63: s63)
        _s68 = made
        return made
    }

    var s69: Service69Impl {
        return Service69Impl(s9: s9, s20: s20, s64: s64)
    }

    var s70: Service70Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s70 { return existing }
        let made: Service70Impl = Service70Impl(s4: s4, s21: s21, s68: s68)
        _s70 = made
        return made
    }

    var s71: any Service71 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s71 { return existing }
        let made: any Service71 = Service71Impl(s24: s24, s50: s50, s65: s65)
        _s71 = made
        return made
    }

    var s72: Service72Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s72 { return existing }
        let made: Service72Impl = Service72Impl(s7: s7, s15: s15, s22: s22)
        _s72 = made
        return made
    }

    var s73: Service73Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s73 { return existing }
        let made: Service73Impl = Service73Impl(s9: s9, s15: s15, s52: s52)
        _s73 = made
        return made
    }

    var s74: any Service74 {
        return Service74Impl(s17: s17, s50: s50, s60: s60)
    }

    var s75: Service75Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s75 { return existing }
        let made: Service75Impl = Service75Impl(s1: s1, s9: s9, s67: s67)
        _s75 = made
        return made
    }

    var s76: Service76Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s76 { return existing }
        let made: Service76Impl = Service76Impl(s1: s1, s54: s54, s68: s68)
        _s76 = made
        return made
    }

    var s77: any Service77 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s77 { return existing }
        let made: any Service77 = Service77Impl(s26: s26, s50: s50, s53: s53)
        _s77 = made
        return made
    }

    var s78: Service78Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s78 { return existing }
        let made: Service78Impl = Service78Impl(s8: s8, s15: s15, s61: s61)
        _s78 = made
        return made
    }

    var s79: Service79Impl {
        return Service79Impl(s67: s67, s68: s68, s74: s74)
    }

    var s80: any Service80 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s80 { return existing }
        let made: any Service80 = Service80Impl(s36: s36, s63: s63, s77: s77)
        _s80 = made
        return made
    }

    var s81: Service81Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s81 { return existing }
        let made: Service81Impl = Service81Impl(s33: s33, s37: s37, s75: s75)
        _s81 = made
        return made
    }

    var s82: Service82Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s82 { return existing }
        let made: Service82Impl = Service82Impl(s0: s0, s58: s58, s80: s80)
        _s82 = made
        return made
    }

    var s83: any Service83 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s83 { return existing }
        let made: any Service83 = Service83Impl(s31: s31, s49: s49, s77: s77)
        _s83 = made
        return made
    }

    var s84: Service84Impl {
        return Service84Impl(s59: s59, s71: s71, s78: s78)
    }

    var s85: Service85Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s85 { return existing }
        let made: Service85Impl = Service85Impl(s26: s26, s50: s50, s58: s58)
        _s85 = made
        return made
    }

    var s86: any Service86 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s86 { return existing }
        let made: any Service86 = Service86Impl(s1: s1, s6: s6, s80: s80)
        _s86 = made
        return made
    }

    var s87: Service87Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s87 { return existing }
        let made: Service87Impl = Service87Impl(s8: s8, s11: s11, s77: s77)
        _s87 = made
        return made
    }

    var s88: Service88Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s88 { return existing }
        let made: Service88Impl = Service88Impl(s19: s19, s61: s61, s85: s85)
        _s88 = made
        return made
    }

    var s89: any Service89 {
        return Service89Impl(s6: s6, s61: s61, s78: s78)
    }

    var s90: Service90Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s90 { return existing }
        let made: Service90Impl = Service90Impl(s41: s41, s42: s42, s65: s65)
        _s90 = made
        return made
    }

    var s91: Service91Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s91 { return existing }
        let made: Service91Impl = Service91Impl(s23: s23, s63: s63, s68: s68)
        _s91 = made
        return made
    }

    var s92: any Service92 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s92 { return existing }
        let made: any Service92 = Service92Impl(s42: s42, s49: s49, s89: s89)
        _s92 = made
        return made
    }

    var s93: Service93Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s93 { return existing }
        let made: Service93Impl = Service93Impl(s4: s4, s74: s74, s90: s90)
        _s93 = made
        return made
    }

    var s94: Service94Impl {
        return Service94Impl(s44: s44, s59: s59, s91: s91)
    }

    var s95: any Service95 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s95 { return existing }
        let made: any Service95 = Service95Impl(s3: s3, s31: s31, s47: s47)
        _s95 = made
        return made
    }

    var s96: Service96Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s96 { return existing }
        let made: Service96Impl = Service96Impl(s6: s6, s16: s16, s79: s79)
        _s96 = made
        return made
    }

    var s97: Service97Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s97 { return existing }
        let made: Service97Impl = Service97Impl(s10: s10, s13: s13, s80: s80)
        _s97 = made
        return made
    }

    var s98: any Service98 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s98 { return existing }
        let made: any Service98 = Service98Impl(s1: s1, s19: s19, s53: s53)
        _s98 = made
        return made
    }

    var s99: Service99Impl {
        return Service99Impl(s6: s6, s32: s32, s59: s59)
    }
}

final class ProdComposition: AppComposition, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var _s0: (Service0Impl)?
    private var _s1: (Service1Impl)?
    private var _s2: (any Service2)?
    private var _s3: (Service3Impl)?
    private var _s5: (any Service5)?
    private var _s6: (Service6Impl)?
    private var _s7: (Service7Impl)?
    private var _s8: (any Service8)?
    private var _s10: (Service10Impl)?
    private var _s11: (any Service11)?
    private var _s12: (Service12Impl)?
    private var _s13: (Service13Impl)?
    private var _s15: (Service15Impl)?
    private var _s16: (Service16Impl)?
    private var _s17: (any Service17)?
    private var _s18: (Service18Impl)?
    private var _s20: (any Service20)?
    private var _s21: (Service21Impl)?
    private var _s22: (Service22Impl)?
    private var _s23: (any Service23)?
    private var _s25: (Service25Impl)?
    private var _s26: (any Service26)?
    private var _s27: (Service27Impl)?
    private var _s28: (Service28Impl)?
    private var _s30: (Service30Impl)?
    private var _s31: (Service31Impl)?
    private var _s32: (any Service32)?
    private var _s33: (Service33Impl)?
    private var _s35: (any Service35)?
    private var _s36: (Service36Impl)?
    private var _s37: (Service37Impl)?
    private var _s38: (any Service38)?
    private var _s40: (Service40Impl)?
    private var _s41: (any Service41)?
    private var _s42: (Service42Impl)?
    private var _s43: (Service43Impl)?
    private var _s45: (Service45Impl)?
    private var _s46: (Service46Impl)?
    private var _s47: (any Service47)?
    private var _s48: (Service48Impl)?
    private var _s50: (any Service50)?
    private var _s51: (Service51Impl)?
    private var _s52: (Service52Impl)?
    private var _s53: (any Service53)?
    private var _s55: (Service55Impl)?
    private var _s56: (any Service56)?
    private var _s57: (Service57Impl)?
    private var _s58: (Service58Impl)?
    private var _s60: (Service60Impl)?
    private var _s61: (Service61Impl)?
    private var _s62: (any Service62)?
    private var _s63: (Service63Impl)?
    private var _s65: (any Service65)?
    private var _s66: (Service66Impl)?
    private var _s67: (Service67Impl)?
    private var _s68: (any Service68)?
    private var _s70: (Service70Impl)?
    private var _s71: (any Service71)?
    private var _s72: (Service72Impl)?
    private var _s73: (Service73Impl)?
    private var _s75: (Service75Impl)?
    private var _s76: (Service76Impl)?
    private var _s77: (any Service77)?
    private var _s78: (Service78Impl)?
    private var _s80: (any Service80)?
    private var _s81: (Service81Impl)?
    private var _s82: (Service82Impl)?
    private var _s83: (any Service83)?
    private var _s85: (Service85Impl)?
    private var _s86: (any Service86)?
    private var _s87: (Service87Impl)?
    private var _s88: (Service88Impl)?
    private var _s90: (Service90Impl)?
    private var _s91: (Service91Impl)?
    private var _s92: (any Service92)?
    private var _s93: (Service93Impl)?
    private var _s95: (any Service95)?
    private var _s96: (Service96Impl)?
    private var _s97: (Service97Impl)?
    private var _s98: (any Service98)?

    init() {}

    var s0: Service0Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s0 { return existing }
        let made: Service0Impl = Service0Impl()
        _s0 = made
        return made
    }

    var s1: Service1Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s1 { return existing }
        let made: Service1Impl = Service1Impl(s0: s0)
        _s1 = made
        return made
    }

    var s2: any Service2 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s2 { return existing }
        let made: any Service2 = Service2Impl(s0: s0, s1: s1)
        _s2 = made
        return made
    }

    var s3: Service3Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s3 { return existing }
        let made: Service3Impl = Service3Impl(s0: s0, s1: s1, s2: s2)
        _s3 = made
        return made
    }

    var s4: Service4Impl {
        return Service4Impl(s0: s0, s1: s1, s3: s3)
    }

    var s5: any Service5 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s5 { return existing }
        let made: any Service5 = Service5Impl(s0: s0, s2: s2, s4: s4)
        _s5 = made
        return made
    }

    var s6: Service6Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s6 { return existing }
        let made: Service6Impl = Service6Impl(s1: s1, s4: s4, s5: s5)
        _s6 = made
        return made
    }

    var s7: Service7Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s7 { return existing }
        let made: Service7Impl = Service7Impl(s0: s0, s2: s2, s3: s3)
        _s7 = made
        return made
    }

    var s8: any Service8 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s8 { return existing }
        let made: any Service8 = Service8Impl(s1: s1, s2: s2, s7: s7)
        _s8 = made
        return made
    }

    var s9: Service9Impl {
        return Service9Impl(s0: s0, s2: s2, s4: s4)
    }

    var s10: Service10Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s10 { return existing }
        let made: Service10Impl = Service10Impl(s0: s0, s2: s2, s8: s8)
        _s10 = made
        return made
    }

    var s11: any Service11 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s11 { return existing }
        let made: any Service11 = Service11Impl(s5: s5, s8: s8, s9: s9)
        _s11 = made
        return made
    }

    var s12: Service12Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s12 { return existing }
        let made: Service12Impl = Service12Impl(s1: s1, s7: s7, s9: s9)
        _s12 = made
        return made
    }

    var s13: Service13Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s13 { return existing }
        let made: Service13Impl = Service13Impl(s0: s0, s1: s1, s10: s10)
        _s13 = made
        return made
    }

    var s14: any Service14 {
        return Service14Impl(s6: s6, s8: s8, s13: s13)
    }

    var s15: Service15Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s15 { return existing }
        let made: Service15Impl = Service15Impl(s0: s0, s3: s3, s11: s11)
        _s15 = made
        return made
    }

    var s16: Service16Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s16 { return existing }
        let made: Service16Impl = Service16Impl(s2: s2, s6: s6, s10: s10)
        _s16 = made
        return made
    }

    var s17: any Service17 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s17 { return existing }
        let made: any Service17 = Service17Impl(s5: s5, s8: s8, s16: s16)
        _s17 = made
        return made
    }

    var s18: Service18Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s18 { return existing }
        let made: Service18Impl = Service18Impl(s2: s2, s6: s6, s12: s12)
        _s18 = made
        return made
    }

    var s19: Service19Impl {
        return Service19Impl(s4: s4, s13: s13, s17: s17)
    }

    var s20: any Service20 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s20 { return existing }
        let made: any Service20 = Service20Impl(s7: s7, s13: s13, s17: s17)
        _s20 = made
        return made
    }

    var s21: Service21Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s21 { return existing }
        let made: Service21Impl = Service21Impl(s5: s5, s14: s14, s16: s16)
        _s21 = made
        return made
    }

    var s22: Service22Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s22 { return existing }
        let made: Service22Impl = Service22Impl(s5: s5, s14: s14, s18: s18)
        _s22 = made
        return made
    }

    var s23: any Service23 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s23 { return existing }
        let made: any Service23 = Service23Impl(s1: s1, s16: s16, s19: s19)
        _s23 = made
        return made
    }

    var s24: Service24Impl {
        return Service24Impl(s3: s3, s4: s4, s16: s16)
    }

    var s25: Service25Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s25 { return existing }
        let made: Service25Impl = Service25Impl(s9: s9, s11: s11, s16: s16)
        _s25 = made
        return made
    }

    var s26: any Service26 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s26 { return existing }
        let made: any Service26 = Service26Impl(s10: s10, s15: s15, s22: s22)
        _s26 = made
        return made
    }

    var s27: Service27Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s27 { return existing }
        let made: Service27Impl = Service27Impl(s12: s12, s24: s24, s25: s25)
        _s27 = made
        return made
    }

    var s28: Service28Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s28 { return existing }
        let made: Service28Impl = Service28Impl(s4: s4, s13: s13, s17: s17)
        _s28 = made
        return made
    }

    var s29: any Service29 {
        return Service29Impl(s1: s1, s9: s9, s22: s22)
    }

    var s30: Service30Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s30 { return existing }
        let made: Service30Impl = Service30Impl(s8: s8, s18: s18, s24: s24)
        _s30 = made
        return made
    }

    var s31: Service31Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s31 { return existing }
        let made: Service31Impl = Service31Impl(s0: s0, s10: s10, s24: s24)
        _s31 = made
        return made
    }

    var s32: any Service32 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s32 { return existing }
        let made: any Service32 = Service32Impl(s18: s18, s20: s20, s21: s21)
        _s32 = made
        return made
    }

    var s33: Service33Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s33 { return existing }
        let made: Service33Impl = Service33Impl(s6: s6, s22: s22, s23: s23)
        _s33 = made
        return made
    }

    var s34: Service34Impl {
        return Service34Impl(s6: s6, s12: s12, s32: s32)
    }

    var s35: any Service35 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s35 { return existing }
        let made: any Service35 = Service35Impl(s2: s2, s5: s5, s9: s9)
        _s35 = made
        return made
    }

    var s36: Service36Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s36 { return existing }
        let made: Service36Impl = Service36Impl(s11: s11, s27: s27, s28: s28)
        _s36 = made
        return made
    }

    var s37: Service37Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s37 { return existing }
        let made: Service37Impl = Service37Impl(s5: s5, s7: s7, s11: s11)
        _s37 = made
        return made
    }

    var s38: any Service38 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s38 { return existing }
        let made: any Service38 = Service38Impl(s0: s0, s1: s1, s12: s12)
        _s38 = made
        return made
    }

    var s39: Service39Impl {
        return Service39Impl(s3: s3, s11: s11, s36: s36)
    }

    var s40: Service40Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s40 { return existing }
        let made: Service40Impl = Service40Impl(s7: s7, s10: s10, s25: s25)
        _s40 = made
        return made
    }

    var s41: any Service41 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s41 { return existing }
        let made: any Service41 = Service41Impl(s2: s2, s11: s11, s36: s36)
        _s41 = made
        return made
    }

    var s42: Service42Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s42 { return existing }
        let made: Service42Impl = Service42Impl(s4: s4, s25: s25, s30: s30)
        _s42 = made
        return made
    }

    var s43: Service43Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s43 { return existing }
        let made: Service43Impl = Service43Impl(s5: s5, s8: s8, s30: s30)
        _s43 = made
        return made
    }

    var s44: any Service44 {
        return Service44Impl(s0: s0, s7: s7, s19: s19)
    }

    var s45: Service45Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s45 { return existing }
        let made: Service45Impl = Service45Impl(s9: s9, s15: s15, s37: s37)
        _s45 = made
        return made
    }

    var s46: Service46Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s46 { return existing }
        let made: Service46Impl = Service46Impl(s6: s6, s8: s8, s30: s30)
        _s46 = made
        return made
    }

    var s47: any Service47 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s47 { return existing }
        let made: any Service47 = Service47Impl(s23: s23, s38: s38, s41: s41)
        _s47 = made
        return made
    }

    var s48: Service48Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s48 { return existing }
        let made: Service48Impl = Service48Impl(s7: s7, s41: s41, s42: s42)
        _s48 = made
        return made
    }

    var s49: Service49Impl {
        return Service49Impl(s16: s16, s34: s34, s42: s42)
    }

    var s50: any Service50 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s50 { return existing }
        let made: any Service50 = Service50Impl(s6: s6, s23: s23, s25: s25)
        _s50 = made
        return made
    }

    var s51: Service51Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s51 { return existing }
        let made: Service51Impl = Service51Impl(s24: s24, s33: s33, s45: s45)
        _s51 = made
        return made
    }

    var s52: Service52Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s52 { return existing }
        let made: Service52Impl = Service52Impl(s0: s0, s7: s7, s23: s23)
        _s52 = made
        return made
    }

    var s53: any Service53 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s53 { return existing }
        let made: any Service53 = Service53Impl(s32: s32, s44: s44, s50: s50)
        _s53 = made
        return made
    }

    var s54: Service54Impl {
        return Service54Impl(s19: s19, s35: s35, s44: s44)
    }

    var s55: Service55Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s55 { return existing }
        let made: Service55Impl = Service55Impl(s38: s38, s40: s40, s53: s53)
        _s55 = made
        return made
    }

    var s56: any Service56 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s56 { return existing }
        let made: any Service56 = Service56Impl(s18: s18, s32: s32, s35: s35)
        _s56 = made
        return made
    }

    var s57: Service57Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s57 { return existing }
        let made: Service57Impl = Service57Impl(s24: s24, s28: s28, s39: s39)
        _s57 = made
        return made
    }

    var s58: Service58Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s58 { return existing }
        let made: Service58Impl = Service58Impl(s0: s0, s48: s48, s50: s50)
        _s58 = made
        return made
    }

    var s59: any Service59 {
        return Service59Impl(s18: s18, s27: s27, s33: s33)
    }

    var s60: Service60Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s60 { return existing }
        let made: Service60Impl = Service60Impl(s9: s9, s55: s55, s56: s56)
        _s60 = made
        return made
    }

    var s61: Service61Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s61 { return existing }
        let made: Service61Impl = Service61Impl(s9: s9, s17: s17, s28: s28)
        _s61 = made
        return made
    }

    var s62: any Service62 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s62 { return existing }
        let made: any Service62 = Service62Impl(s27: s27, s28: s28, s37: s37)
        _s62 = made
        return made
    }

    var s63: Service63Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s63 { return existing }
        let made: Service63Impl = Service63Impl(s0: s0, s2: s2, s60: s60)
        _s63 = made
        return made
    }

    var s64: Service64Impl {
        return Service64Impl(s7: s7, s44: s44, s55: s55)
    }

    var s65: any Service65 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s65 { return existing }
        let made: any Service65 = Service65Impl(s7: s7, s18: s18, s58: s58)
        _s65 = made
        return made
    }

    var s66: Service66Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s66 { return existing }
        let made: Service66Impl = Service66Impl(s48: s48, s59: s59, s64: s64)
        _s66 = made
        return made
    }

    var s67: Service67Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s67 { return existing }
        let made: Service67Impl = Service67Impl(s0: s0, s32: s32, s54: s54)
        _s67 = made
        return made
    }

    var s68: any Service68 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s68 { return existing }
        let made: any Service68 = Service68Impl(s0: s0, s58: s58, s63: s63)
        _s68 = made
        return made
    }

    var s69: Service69Impl {
        return Service69Impl(s9: s9, s20: s20, s64: s64)
    }

    var s70: Service70Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s70 { return existing }
        let made: Service70Impl = Service70Impl(s4: s4, s21: s21, s68: s68)
        _s70 = made
        return made
    }

    var s71: any Service71 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s71 { return existing }
        let made: any Service71 = Service71Impl(s24: s24, s50: s50, s65: s65)
        _s71 = made
        return made
    }

    var s72: Service72Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s72 { return existing }
        let made: Service72Impl = Service72Impl(s7: s7, s15: s15, s22: s22)
        _s72 = made
        return made
    }

    var s73: Service73Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s73 { return existing }
        let made: Service73Impl = Service73Impl(s9: s9, s15: s15, s52: s52)
        _s73 = made
        return made
    }

    var s74: any Service74 {
        return Service74Impl(s17: s17, s50: s50, s60: s60)
    }

    var s75: Service75Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s75 { return existing }
        let made: Service75Impl = Service75Impl(s1: s1, s9: s9, s67: s67)
        _s75 = made
        return made
    }

    var s76: Service76Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s76 { return existing }
        let made: Service76Impl = Service76Impl(s1: s1, s54: s54, s68: s68)
        _s76 = made
        return made
    }

    var s77: any Service77 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s77 { return existing }
        let made: any Service77 = Service77Impl(s26: s26, s50: s50, s53: s53)
        _s77 = made
        return made
    }

    var s78: Service78Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s78 { return existing }
        let made: Service78Impl = Service78Impl(s8: s8, s15: s15, s61: s61)
        _s78 = made
        return made
    }

    var s79: Service79Impl {
        return Service79Impl(s67: s67, s68: s68, s74: s74)
    }

    var s80: any Service80 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s80 { return existing }
        let made: any Service80 = Service80Impl(s36: s36, s63: s63, s77: s77)
        _s80 = made
        return made
    }

    var s81: Service81Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s81 { return existing }
        let made: Service81Impl = Service81Impl(s33: s33, s37: s37, s75: s75)
        _s81 = made
        return made
    }

    var s82: Service82Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s82 { return existing }
        let made: Service82Impl = Service82Impl(s0: s0, s58: s58, s80: s80)
        _s82 = made
        return made
    }

    var s83: any Service83 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s83 { return existing }
        let made: any Service83 = Service83Impl(s31: s31, s49: s49, s77: s77)
        _s83 = made
        return made
    }

    var s84: Service84Impl {
        return Service84Impl(s59: s59, s71: s71, s78: s78)
    }

    var s85: Service85Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s85 { return existing }
        let made: Service85Impl = Service85Impl(s26: s26, s50: s50, s58: s58)
        _s85 = made
        return made
    }

    var s86: any Service86 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s86 { return existing }
        let made: any Service86 = Service86Impl(s1: s1, s6: s6, s80: s80)
        _s86 = made
        return made
    }

    var s87: Service87Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s87 { return existing }
        let made: Service87Impl = Service87Impl(s8: s8, s11: s11, s77: s77)
        _s87 = made
        return made
    }

    var s88: Service88Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s88 { return existing }
        let made: Service88Impl = Service88Impl(s19: s19, s61: s61, s85: s85)
        _s88 = made
        return made
    }

    var s89: any Service89 {
        return Service89Impl(s6: s6, s61: s61, s78: s78)
    }

    var s90: Service90Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s90 { return existing }
        let made: Service90Impl = Service90Impl(s41: s41, s42: s42, s65: s65)
        _s90 = made
        return made
    }

    var s91: Service91Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s91 { return existing }
        let made: Service91Impl = Service91Impl(s23: s23, s63: s63, s68: s68)
        _s91 = made
        return made
    }

    var s92: any Service92 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s92 { return existing }
        let made: any Service92 = Service92Impl(s42: s42, s49: s49, s89: s89)
        _s92 = made
        return made
    }

    var s93: Service93Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s93 { return existing }
        let made: Service93Impl = Service93Impl(s4: s4, s74: s74, s90: s90)
        _s93 = made
        return made
    }

    var s94: Service94Impl {
        return Service94Impl(s44: s44, s59: s59, s91: s91)
    }

    var s95: any Service95 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s95 { return existing }
        let made: any Service95 = Service95Impl(s3: s3, s31: s31, s47: s47)
        _s95 = made
        return made
    }

    var s96: Service96Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s96 { return existing }
        let made: Service96Impl = Service96Impl(s6: s6, s16: s16, s79: s79)
        _s96 = made
        return made
    }

    var s97: Service97Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s97 { return existing }
        let made: Service97Impl = Service97Impl(s10: s10, s13: s13, s80: s80)
        _s97 = made
        return made
    }

    var s98: any Service98 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s98 { return existing }
        let made: any Service98 = Service98Impl(s1: s1, s19: s19, s53: s53)
        _s98 = made
        return made
    }

    var s99: Service99Impl {
        return Service99Impl(s6: s6, s32: s32, s59: s59)
    }
}

final class TestComposition: AppComposition, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var _s0: (Service0Impl)?
    private var _s1: (Service1Impl)?
    private var _s2: (any Service2)?
    private var _s3: (Service3Impl)?
    private var _s4: (Service4Impl)?
    private var _s5: (any Service5)?
    private var _s6: (Service6Impl)?
    private var _s7: (Service7Impl)?
    private var _s8: (any Service8)?
    private var _s9: (Service9Impl)?
    private var _s10: (Service10Impl)?
    private var _s11: (any Service11)?
    private var _s12: (Service12Impl)?
    private var _s13: (Service13Impl)?
    private var _s14: (any Service14)?
    private var _s15: (Service15Impl)?
    private var _s16: (Service16Impl)?
    private var _s17: (any Service17)?
    private var _s18: (Service18Impl)?
    private var _s19: (Service19Impl)?
    private var _s20: (any Service20)?
    private var _s21: (Service21Impl)?
    private var _s22: (Service22Impl)?
    private var _s23: (any Service23)?
    private var _s24: (Service24Impl)?
    private var _s25: (Service25Impl)?
    private var _s26: (any Service26)?
    private var _s27: (Service27Impl)?
    private var _s28: (Service28Impl)?
    private var _s29: (any Service29)?
    private var _s30: (Service30Impl)?
    private var _s31: (Service31Impl)?
    private var _s32: (any Service32)?
    private var _s33: (Service33Impl)?
    private var _s34: (Service34Impl)?
    private var _s35: (any Service35)?
    private var _s36: (Service36Impl)?
    private var _s37: (Service37Impl)?
    private var _s38: (any Service38)?
    private var _s39: (Service39Impl)?
    private var _s40: (Service40Impl)?
    private var _s41: (any Service41)?
    private var _s42: (Service42Impl)?
    private var _s43: (Service43Impl)?
    private var _s44: (any Service44)?
    private var _s45: (Service45Impl)?
    private var _s46: (Service46Impl)?
    private var _s47: (any Service47)?
    private var _s48: (Service48Impl)?
    private var _s49: (Service49Impl)?
    private var _s50: (any Service50)?
    private var _s51: (Service51Impl)?
    private var _s52: (Service52Impl)?
    private var _s53: (any Service53)?
    private var _s54: (Service54Impl)?
    private var _s55: (Service55Impl)?
    private var _s56: (any Service56)?
    private var _s57: (Service57Impl)?
    private var _s58: (Service58Impl)?
    private var _s59: (any Service59)?
    private var _s60: (Service60Impl)?
    private var _s61: (Service61Impl)?
    private var _s62: (any Service62)?
    private var _s63: (Service63Impl)?
    private var _s64: (Service64Impl)?
    private var _s65: (any Service65)?
    private var _s66: (Service66Impl)?
    private var _s67: (Service67Impl)?
    private var _s68: (any Service68)?
    private var _s69: (Service69Impl)?
    private var _s70: (Service70Impl)?
    private var _s71: (any Service71)?
    private var _s72: (Service72Impl)?
    private var _s73: (Service73Impl)?
    private var _s74: (any Service74)?
    private var _s75: (Service75Impl)?
    private var _s76: (Service76Impl)?
    private var _s77: (any Service77)?
    private var _s78: (Service78Impl)?
    private var _s79: (Service79Impl)?
    private var _s80: (any Service80)?
    private var _s81: (Service81Impl)?
    private var _s82: (Service82Impl)?
    private var _s83: (any Service83)?
    private var _s84: (Service84Impl)?
    private var _s85: (Service85Impl)?
    private var _s86: (any Service86)?
    private var _s87: (Service87Impl)?
    private var _s88: (Service88Impl)?
    private var _s89: (any Service89)?
    private var _s90: (Service90Impl)?
    private var _s91: (Service91Impl)?
    private var _s92: (any Service92)?
    private var _s93: (Service93Impl)?
    private var _s94: (Service94Impl)?
    private var _s95: (any Service95)?
    private var _s96: (Service96Impl)?
    private var _s97: (Service97Impl)?
    private var _s98: (any Service98)?
    private var _s99: (Service99Impl)?

    init(
        s0: (Service0Impl)? = nil,
        s1: (Service1Impl)? = nil,
        s2: (any Service2)? = nil,
        s3: (Service3Impl)? = nil,
        s4: (Service4Impl)? = nil,
        s5: (any Service5)? = nil,
        s6: (Service6Impl)? = nil,
        s7: (Service7Impl)? = nil,
        s8: (any Service8)? = nil,
        s9: (Service9Impl)? = nil,
        s10: (Service10Impl)? = nil,
        s11: (any Service11)? = nil,
        s12: (Service12Impl)? = nil,
        s13: (Service13Impl)? = nil,
        s14: (any Service14)? = nil,
        s15: (Service15Impl)? = nil,
        s16: (Service16Impl)? = nil,
        s17: (any Service17)? = nil,
        s18: (Service18Impl)? = nil,
        s19: (Service19Impl)? = nil,
        s20: (any Service20)? = nil,
        s21: (Service21Impl)? = nil,
        s22: (Service22Impl)? = nil,
        s23: (any Service23)? = nil,
        s24: (Service24Impl)? = nil,
        s25: (Service25Impl)? = nil,
        s26: (any Service26)? = nil,
        s27: (Service27Impl)? = nil,
        s28: (Service28Impl)? = nil,
        s29: (any Service29)? = nil,
        s30: (Service30Impl)? = nil,
        s31: (Service31Impl)? = nil,
        s32: (any Service32)? = nil,
        s33: (Service33Impl)? = nil,
        s34: (Service34Impl)? = nil,
        s35: (any Service35)? = nil,
        s36: (Service36Impl)? = nil,
        s37: (Service37Impl)? = nil,
        s38: (any Service38)? = nil,
        s39: (Service39Impl)? = nil,
        s40: (Service40Impl)? = nil,
        s41: (any Service41)? = nil,
        s42: (Service42Impl)? = nil,
        s43: (Service43Impl)? = nil,
        s44: (any Service44)? = nil,
        s45: (Service45Impl)? = nil,
        s46: (Service46Impl)? = nil,
        s47: (any Service47)? = nil,
        s48: (Service48Impl)? = nil,
        s49: (Service49Impl)? = nil,
        s50: (any Service50)? = nil,
        s51: (Service51Impl)? = nil,
        s52: (Service52Impl)? = nil,
        s53: (any Service53)? = nil,
        s54: (Service54Impl)? = nil,
        s55: (Service55Impl)? = nil,
        s56: (any Service56)? = nil,
        s57: (Service57Impl)? = nil,
        s58: (Service58Impl)? = nil,
        s59: (any Service59)? = nil,
        s60: (Service60Impl)? = nil,
        s61: (Service61Impl)? = nil,
        s62: (any Service62)? = nil,
        s63: (Service63Impl)? = nil,
        s64: (Service64Impl)? = nil,
        s65: (any Service65)? = nil,
        s66: (Service66Impl)? = nil,
        s67: (Service67Impl)? = nil,
        s68: (any Service68)? = nil,
        s69: (Service69Impl)? = nil,
        s70: (Service70Impl)? = nil,
        s71: (any Service71)? = nil,
        s72: (Service72Impl)? = nil,
        s73: (Service73Impl)? = nil,
        s74: (any Service74)? = nil,
        s75: (Service75Impl)? = nil,
        s76: (Service76Impl)? = nil,
        s77: (any Service77)? = nil,
        s78: (Service78Impl)? = nil,
        s79: (Service79Impl)? = nil,
        s80: (any Service80)? = nil,
        s81: (Service81Impl)? = nil,
        s82: (Service82Impl)? = nil,
        s83: (any Service83)? = nil,
        s84: (Service84Impl)? = nil,
        s85: (Service85Impl)? = nil,
        s86: (any Service86)? = nil,
        s87: (Service87Impl)? = nil,
        s88: (Service88Impl)? = nil,
        s89: (any Service89)? = nil,
        s90: (Service90Impl)? = nil,
        s91: (Service91Impl)? = nil,
        s92: (any Service92)? = nil,
        s93: (Service93Impl)? = nil,
        s94: (Service94Impl)? = nil,
        s95: (any Service95)? = nil,
        s96: (Service96Impl)? = nil,
        s97: (Service97Impl)? = nil,
        s98: (any Service98)? = nil,
        s99: (Service99Impl)? = nil
    ) {
        _s0 = s0
        _s1 = s1
        _s2 = s2
        _s3 = s3
        _s4 = s4
        _s5 = s5
        _s6 = s6
        _s7 = s7
        _s8 = s8
        _s9 = s9
        _s10 = s10
        _s11 = s11
        _s12 = s12
        _s13 = s13
        _s14 = s14
        _s15 = s15
        _s16 = s16
        _s17 = s17
        _s18 = s18
        _s19 = s19
        _s20 = s20
        _s21 = s21
        _s22 = s22
        _s23 = s23
        _s24 = s24
        _s25 = s25
        _s26 = s26
        _s27 = s27
        _s28 = s28
        _s29 = s29
        _s30 = s30
        _s31 = s31
        _s32 = s32
        _s33 = s33
        _s34 = s34
        _s35 = s35
        _s36 = s36
        _s37 = s37
        _s38 = s38
        _s39 = s39
        _s40 = s40
        _s41 = s41
        _s42 = s42
        _s43 = s43
        _s44 = s44
        _s45 = s45
        _s46 = s46
        _s47 = s47
        _s48 = s48
        _s49 = s49
        _s50 = s50
        _s51 = s51
        _s52 = s52
        _s53 = s53
        _s54 = s54
        _s55 = s55
        _s56 = s56
        _s57 = s57
        _s58 = s58
        _s59 = s59
        _s60 = s60
        _s61 = s61
        _s62 = s62
        _s63 = s63
        _s64 = s64
        _s65 = s65
        _s66 = s66
        _s67 = s67
        _s68 = s68
        _s69 = s69
        _s70 = s70
        _s71 = s71
        _s72 = s72
        _s73 = s73
        _s74 = s74
        _s75 = s75
        _s76 = s76
        _s77 = s77
        _s78 = s78
        _s79 = s79
        _s80 = s80
        _s81 = s81
        _s82 = s82
        _s83 = s83
        _s84 = s84
        _s85 = s85
        _s86 = s86
        _s87 = s87
        _s88 = s88
        _s89 = s89
        _s90 = s90
        _s91 = s91
        _s92 = s92
        _s93 = s93
        _s94 = s94
        _s95 = s95
        _s96 = s96
        _s97 = s97
        _s98 = s98
        _s99 = s99
    }

    var s0: Service0Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s0 { return existing }
        let made: Service0Impl = Service0Impl()
        _s0 = made
        return made
    }

    var s1: Service1Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s1 { return existing }
        let made: Service1Impl = Service1Impl(s0: s0)
        _s1 = made
        return made
    }

    var s2: any Service2 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s2 { return existing }
        let made: any Service2 = Service2Mock()
        _s2 = made
        return made
    }

    var s3: Service3Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s3 { return existing }
        let made: Service3Impl = Service3Impl(s0: s0, s1: s1, s2: s2)
        _s3 = made
        return made
    }

    var s4: Service4Impl {
        if let replacement = _s4 { return replacement }
        return Service4Impl(s0: s0, s1: s1, s3: s3)
    }

    var s5: any Service5 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s5 { return existing }
        let made: any Service5 = Service5Mock()
        _s5 = made
        return made
    }

    var s6: Service6Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s6 { return existing }
        let made: Service6Impl = Service6Impl(s1: s1, s4: s4, s5: s5)
        _s6 = made
        return made
    }

    var s7: Service7Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s7 { return existing }
        let made: Service7Impl = Service7Impl(s0: s0, s2: s2, s3: s3)
        _s7 = made
        return made
    }

    var s8: any Service8 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s8 { return existing }
        let made: any Service8 = Service8Mock()
        _s8 = made
        return made
    }

    var s9: Service9Impl {
        if let replacement = _s9 { return replacement }
        return Service9Impl(s0: s0, s2: s2, s4: s4)
    }

    var s10: Service10Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s10 { return existing }
        let made: Service10Impl = Service10Impl(s0: s0, s2: s2, s8: s8)
        _s10 = made
        return made
    }

    var s11: any Service11 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s11 { return existing }
        let made: any Service11 = Service11Mock()
        _s11 = made
        return made
    }

    var s12: Service12Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s12 { return existing }
        let made: Service12Impl = Service12Impl(s1: s1, s7: s7, s9: s9)
        _s12 = made
        return made
    }

    var s13: Service13Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s13 { return existing }
        let made: Service13Impl = Service13Impl(s0: s0, s1: s1, s10: s10)
        _s13 = made
        return made
    }

    var s14: any Service14 {
        if let replacement = _s14 { return replacement }
        return Service14Mock()
    }

    var s15: Service15Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s15 { return existing }
        let made: Service15Impl = Service15Impl(s0: s0, s3: s3, s11: s11)
        _s15 = made
        return made
    }

    var s16: Service16Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s16 { return existing }
        let made: Service16Impl = Service16Impl(s2: s2, s6: s6, s10: s10)
        _s16 = made
        return made
    }

    var s17: any Service17 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s17 { return existing }
        let made: any Service17 = Service17Mock()
        _s17 = made
        return made
    }

    var s18: Service18Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s18 { return existing }
        let made: Service18Impl = Service18Impl(s2: s2, s6: s6, s12: s12)
        _s18 = made
        return made
    }

    var s19: Service19Impl {
        if let replacement = _s19 { return replacement }
        return Service19Impl(s4: s4, s13: s13, s17: s17)
    }

    var s20: any Service20 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s20 { return existing }
        let made: any Service20 = Service20Mock()
        _s20 = made
        return made
    }

    var s21: Service21Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s21 { return existing }
        let made: Service21Impl = Service21Impl(s5: s5, s14: s14, s16: s16)
        _s21 = made
        return made
    }

    var s22: Service22Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s22 { return existing }
        let made: Service22Impl = Service22Impl(s5: s5, s14: s14, s18: s18)
        _s22 = made
        return made
    }

    var s23: any Service23 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s23 { return existing }
        let made: any Service23 = Service23Mock()
        _s23 = made
        return made
    }

    var s24: Service24Impl {
        if let replacement = _s24 { return replacement }
        return Service24Impl(s3: s3, s4: s4, s16: s16)
    }

    var s25: Service25Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s25 { return existing }
        let made: Service25Impl = Service25Impl(s9: s9, s11: s11, s16: s16)
        _s25 = made
        return made
    }

    var s26: any Service26 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s26 { return existing }
        let made: any Service26 = Service26Mock()
        _s26 = made
        return made
    }

    var s27: Service27Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s27 { return existing }
        let made: Service27Impl = Service27Impl(s12: s12, s24: s24, s25: s25)
        _s27 = made
        return made
    }

    var s28: Service28Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s28 { return existing }
        let made: Service28Impl = Service28Impl(s4: s4, s13: s13, s17: s17)
        _s28 = made
        return made
    }

    var s29: any Service29 {
        if let replacement = _s29 { return replacement }
        return Service29Mock()
    }

    var s30: Service30Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s30 { return existing }
        let made: Service30Impl = Service30Impl(s8: s8, s18: s18, s24: s24)
        _s30 = made
        return made
    }

    var s31: Service31Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s31 { return existing }
        let made: Service31Impl = Service31Impl(s0: s0, s10: s10, s24: s24)
        _s31 = made
        return made
    }

    var s32: any Service32 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s32 { return existing }
        let made: any Service32 = Service32Mock()
        _s32 = made
        return made
    }

    var s33: Service33Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s33 { return existing }
        let made: Service33Impl = Service33Impl(s6: s6, s22: s22, s23: s23)
        _s33 = made
        return made
    }

    var s34: Service34Impl {
        if let replacement = _s34 { return replacement }
        return Service34Impl(s6: s6, s12: s12, s32: s32)
    }

    var s35: any Service35 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s35 { return existing }
        let made: any Service35 = Service35Mock()
        _s35 = made
        return made
    }

    var s36: Service36Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s36 { return existing }
        let made: Service36Impl = Service36Impl(s11: s11, s27: s27, s28: s28)
        _s36 = made
        return made
    }

    var s37: Service37Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s37 { return existing }
        let made: Service37Impl = Service37Impl(s5: s5, s7: s7, s11: s11)
        _s37 = made
        return made
    }

    var s38: any Service38 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s38 { return existing }
        let made: any Service38 = Service38Mock()
        _s38 = made
        return made
    }

    var s39: Service39Impl {
        if let replacement = _s39 { return replacement }
        return Service39Impl(s3: s3, s11: s11, s36: s36)
    }

    var s40: Service40Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s40 { return existing }
        let made: Service40Impl = Service40Impl(s7: s7, s10: s10, s25: s25)
        _s40 = made
        return made
    }

    var s41: any Service41 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s41 { return existing }
        let made: any Service41 = Service41Mock()
        _s41 = made
        return made
    }

    var s42: Service42Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s42 { return existing }
        let made: Service42Impl = Service42Impl(s4: s4, s25: s25, s30: s30)
        _s42 = made
        return made
    }

    var s43: Service43Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s43 { return existing }
        let made: Service43Impl = Service43Impl(s5: s5, s8: s8, s30: s30)
        _s43 = made
        return made
    }

    var s44: any Service44 {
        if let replacement = _s44 { return replacement }
        return Service44Mock()
    }

    var s45: Service45Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s45 { return existing }
        let made: Service45Impl = Service45Impl(s9: s9, s15: s15, s37: s37)
        _s45 = made
        return made
    }

    var s46: Service46Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s46 { return existing }
        let made: Service46Impl = Service46Impl(s6: s6, s8: s8, s30: s30)
        _s46 = made
        return made
    }

    var s47: any Service47 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s47 { return existing }
        let made: any Service47 = Service47Mock()
        _s47 = made
        return made
    }

    var s48: Service48Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s48 { return existing }
        let made: Service48Impl = Service48Impl(s7: s7, s41: s41, s42: s42)
        _s48 = made
        return made
    }

    var s49: Service49Impl {
        if let replacement = _s49 { return replacement }
        return Service49Impl(s16: s16, s34: s34, s42: s42)
    }

    var s50: any Service50 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s50 { return existing }
        let made: any Service50 = Service50Mock()
        _s50 = made
        return made
    }

    var s51: Service51Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s51 { return existing }
        let made: Service51Impl = Service51Impl(s24: s24, s33: s33, s45: s45)
        _s51 = made
        return made
    }

    var s52: Service52Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s52 { return existing }
        let made: Service52Impl = Service52Impl(s0: s0, s7: s7, s23: s23)
        _s52 = made
        return made
    }

    var s53: any Service53 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s53 { return existing }
        let made: any Service53 = Service53Mock()
        _s53 = made
        return made
    }

    var s54: Service54Impl {
        if let replacement = _s54 { return replacement }
        return Service54Impl(s19: s19, s35: s35, s44: s44)
    }

    var s55: Service55Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s55 { return existing }
        let made: Service55Impl = Service55Impl(s38: s38, s40: s40, s53: s53)
        _s55 = made
        return made
    }

    var s56: any Service56 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s56 { return existing }
        let made: any Service56 = Service56Mock()
        _s56 = made
        return made
    }

    var s57: Service57Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s57 { return existing }
        let made: Service57Impl = Service57Impl(s24: s24, s28: s28, s39: s39)
        _s57 = made
        return made
    }

    var s58: Service58Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s58 { return existing }
        let made: Service58Impl = Service58Impl(s0: s0, s48: s48, s50: s50)
        _s58 = made
        return made
    }

    var s59: any Service59 {
        if let replacement = _s59 { return replacement }
        return Service59Mock()
    }

    var s60: Service60Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s60 { return existing }
        let made: Service60Impl = Service60Impl(s9: s9, s55: s55, s56: s56)
        _s60 = made
        return made
    }

    var s61: Service61Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s61 { return existing }
        let made: Service61Impl = Service61Impl(s9: s9, s17: s17, s28: s28)
        _s61 = made
        return made
    }

    var s62: any Service62 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s62 { return existing }
        let made: any Service62 = Service62Mock()
        _s62 = made
        return made
    }

    var s63: Service63Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s63 { return existing }
        let made: Service63Impl = Service63Impl(s0: s0, s2: s2, s60: s60)
        _s63 = made
        return made
    }

    var s64: Service64Impl {
        if let replacement = _s64 { return replacement }
        return Service64Impl(s7: s7, s44: s44, s55: s55)
    }

    var s65: any Service65 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s65 { return existing }
        let made: any Service65 = Service65Mock()
        _s65 = made
        return made
    }

    var s66: Service66Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s66 { return existing }
        let made: Service66Impl = Service66Impl(s48: s48, s59: s59, s64: s64)
        _s66 = made
        return made
    }

    var s67: Service67Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s67 { return existing }
        let made: Service67Impl = Service67Impl(s0: s0, s32: s32, s54: s54)
        _s67 = made
        return made
    }

    var s68: any Service68 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s68 { return existing }
        let made: any Service68 = Service68Mock()
        _s68 = made
        return made
    }

    var s69: Service69Impl {
        if let replacement = _s69 { return replacement }
        return Service69Impl(s9: s9, s20: s20, s64: s64)
    }

    var s70: Service70Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s70 { return existing }
        let made: Service70Impl = Service70Impl(s4: s4, s21: s21, s68: s68)
        _s70 = made
        return made
    }

    var s71: any Service71 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s71 { return existing }
        let made: any Service71 = Service71Mock()
        _s71 = made
        return made
    }

    var s72: Service72Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s72 { return existing }
        let made: Service72Impl = Service72Impl(s7: s7, s15: s15, s22: s22)
        _s72 = made
        return made
    }

    var s73: Service73Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s73 { return existing }
        let made: Service73Impl = Service73Impl(s9: s9, s15: s15, s52: s52)
        _s73 = made
        return made
    }

    var s74: any Service74 {
        if let replacement = _s74 { return replacement }
        return Service74Mock()
    }

    var s75: Service75Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s75 { return existing }
        let made: Service75Impl = Service75Impl(s1: s1, s9: s9, s67: s67)
        _s75 = made
        return made
    }

    var s76: Service76Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s76 { return existing }
        let made: Service76Impl = Service76Impl(s1: s1, s54: s54, s68: s68)
        _s76 = made
        return made
    }

    var s77: any Service77 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s77 { return existing }
        let made: any Service77 = Service77Mock()
        _s77 = made
        return made
    }

    var s78: Service78Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s78 { return existing }
        let made: Service78Impl = Service78Impl(s8: s8, s15: s15, s61: s61)
        _s78 = made
        return made
    }

    var s79: Service79Impl {
        if let replacement = _s79 { return replacement }
        return Service79Impl(s67: s67, s68: s68, s74: s74)
    }

    var s80: any Service80 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s80 { return existing }
        let made: any Service80 = Service80Mock()
        _s80 = made
        return made
    }

    var s81: Service81Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s81 { return existing }
        let made: Service81Impl = Service81Impl(s33: s33, s37: s37, s75: s75)
        _s81 = made
        return made
    }

    var s82: Service82Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s82 { return existing }
        let made: Service82Impl = Service82Impl(s0: s0, s58: s58, s80: s80)
        _s82 = made
        return made
    }

    var s83: any Service83 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s83 { return existing }
        let made: any Service83 = Service83Mock()
        _s83 = made
        return made
    }

    var s84: Service84Impl {
        if let replacement = _s84 { return replacement }
        return Service84Impl(s59: s59, s71: s71, s78: s78)
    }

    var s85: Service85Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s85 { return existing }
        let made: Service85Impl = Service85Impl(s26: s26, s50: s50, s58: s58)
        _s85 = made
        return made
    }

    var s86: any Service86 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s86 { return existing }
        let made: any Service86 = Service86Mock()
        _s86 = made
        return made
    }

    var s87: Service87Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s87 { return existing }
        let made: Service87Impl = Service87Impl(s8: s8, s11: s11, s77: s77)
        _s87 = made
        return made
    }

    var s88: Service88Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s88 { return existing }
        let made: Service88Impl = Service88Impl(s19: s19, s61: s61, s85: s85)
        _s88 = made
        return made
    }

    var s89: any Service89 {
        if let replacement = _s89 { return replacement }
        return Service89Mock()
    }

    var s90: Service90Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s90 { return existing }
        let made: Service90Impl = Service90Impl(s41: s41, s42: s42, s65: s65)
        _s90 = made
        return made
    }

    var s91: Service91Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s91 { return existing }
        let made: Service91Impl = Service91Impl(s23: s23, s63: s63, s68: s68)
        _s91 = made
        return made
    }

    var s92: any Service92 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s92 { return existing }
        let made: any Service92 = Service92Mock()
        _s92 = made
        return made
    }

    var s93: Service93Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s93 { return existing }
        let made: Service93Impl = Service93Impl(s4: s4, s74: s74, s90: s90)
        _s93 = made
        return made
    }

    var s94: Service94Impl {
        if let replacement = _s94 { return replacement }
        return Service94Impl(s44: s44, s59: s59, s91: s91)
    }

    var s95: any Service95 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s95 { return existing }
        let made: any Service95 = Service95Mock()
        _s95 = made
        return made
    }

    var s96: Service96Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s96 { return existing }
        let made: Service96Impl = Service96Impl(s6: s6, s16: s16, s79: s79)
        _s96 = made
        return made
    }

    var s97: Service97Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s97 { return existing }
        let made: Service97Impl = Service97Impl(s10: s10, s13: s13, s80: s80)
        _s97 = made
        return made
    }

    var s98: any Service98 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s98 { return existing }
        let made: any Service98 = Service98Mock()
        _s98 = made
        return made
    }

    var s99: Service99Impl {
        if let replacement = _s99 { return replacement }
        return Service99Impl(s6: s6, s32: s32, s59: s59)
    }
}
