// Swinject registrations of this target's services.json (prod bindings), as a user writes them.
// Written by Scripts/swinject_registrations.py: run Scripts/write_graphs.sh to rewrite it.

import Swinject

func registerProdServices(in container: Container) {
    container.register(Service0Impl.self) { _ in Service0Impl() }.inObjectScope(.container)
    container.register(Service1Impl.self) { r in Service1Impl(s0: r.resolve(Service0Impl.self)!) }.inObjectScope(.container)
    container.register((any Service2).self) { r in Service2Impl(s0: r.resolve(Service0Impl.self)!, s1: r.resolve(Service1Impl.self)!) }.inObjectScope(.container)
    container.register(Service3Impl.self) { r in Service3Impl(s0: r.resolve(Service0Impl.self)!, s1: r.resolve(Service1Impl.self)!, s2: r.resolve((any Service2).self)!) }.inObjectScope(.container)
    container.register(Service4Impl.self) { r in Service4Impl(s0: r.resolve(Service0Impl.self)!, s1: r.resolve(Service1Impl.self)!, s3: r.resolve(Service3Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service5).self) { r in Service5Impl(s0: r.resolve(Service0Impl.self)!, s2: r.resolve((any Service2).self)!, s4: r.resolve(Service4Impl.self)!) }.inObjectScope(.container)
    container.register(Service6Impl.self) { r in Service6Impl(s1: r.resolve(Service1Impl.self)!, s4: r.resolve(Service4Impl.self)!, s5: r.resolve((any Service5).self)!) }.inObjectScope(.container)
    container.register(Service7Impl.self) { r in Service7Impl(s0: r.resolve(Service0Impl.self)!, s2: r.resolve((any Service2).self)!, s3: r.resolve(Service3Impl.self)!) }.inObjectScope(.container)
    container.register((any Service8).self) { r in Service8Impl(s1: r.resolve(Service1Impl.self)!, s2: r.resolve((any Service2).self)!, s7: r.resolve(Service7Impl.self)!) }.inObjectScope(.container)
    container.register(Service9Impl.self) { r in Service9Impl(s0: r.resolve(Service0Impl.self)!, s2: r.resolve((any Service2).self)!, s4: r.resolve(Service4Impl.self)!) }.inObjectScope(.transient)
    container.register(Service10Impl.self) { r in Service10Impl(s0: r.resolve(Service0Impl.self)!, s2: r.resolve((any Service2).self)!, s8: r.resolve((any Service8).self)!) }.inObjectScope(.container)
    container.register((any Service11).self) { r in Service11Impl(s5: r.resolve((any Service5).self)!, s8: r.resolve((any Service8).self)!, s9: r.resolve(Service9Impl.self)!) }.inObjectScope(.container)
    container.register(Service12Impl.self) { r in Service12Impl(s1: r.resolve(Service1Impl.self)!, s7: r.resolve(Service7Impl.self)!, s9: r.resolve(Service9Impl.self)!) }.inObjectScope(.container)
    container.register(Service13Impl.self) { r in Service13Impl(s0: r.resolve(Service0Impl.self)!, s1: r.resolve(Service1Impl.self)!, s10: r.resolve(Service10Impl.self)!) }.inObjectScope(.container)
    container.register((any Service14).self) { r in Service14Impl(s6: r.resolve(Service6Impl.self)!, s8: r.resolve((any Service8).self)!, s13: r.resolve(Service13Impl.self)!) }.inObjectScope(.transient)
    container.register(Service15Impl.self) { r in Service15Impl(s0: r.resolve(Service0Impl.self)!, s3: r.resolve(Service3Impl.self)!, s11: r.resolve((any Service11).self)!) }.inObjectScope(.container)
    container.register(Service16Impl.self) { r in Service16Impl(s2: r.resolve((any Service2).self)!, s6: r.resolve(Service6Impl.self)!, s10: r.resolve(Service10Impl.self)!) }.inObjectScope(.container)
    container.register((any Service17).self) { r in Service17Impl(s5: r.resolve((any Service5).self)!, s8: r.resolve((any Service8).self)!, s16: r.resolve(Service16Impl.self)!) }.inObjectScope(.container)
    container.register(Service18Impl.self) { r in Service18Impl(s2: r.resolve((any Service2).self)!, s6: r.resolve(Service6Impl.self)!, s12: r.resolve(Service12Impl.self)!) }.inObjectScope(.container)
    container.register(Service19Impl.self) { r in Service19Impl(s4: r.resolve(Service4Impl.self)!, s13: r.resolve(Service13Impl.self)!, s17: r.resolve((any Service17).self)!) }.inObjectScope(.transient)
    container.register((any Service20).self) { r in Service20Impl(s7: r.resolve(Service7Impl.self)!, s13: r.resolve(Service13Impl.self)!, s17: r.resolve((any Service17).self)!) }.inObjectScope(.container)
    container.register(Service21Impl.self) { r in Service21Impl(s5: r.resolve((any Service5).self)!, s14: r.resolve((any Service14).self)!, s16: r.resolve(Service16Impl.self)!) }.inObjectScope(.container)
    container.register(Service22Impl.self) { r in Service22Impl(s5: r.resolve((any Service5).self)!, s14: r.resolve((any Service14).self)!, s18: r.resolve(Service18Impl.self)!) }.inObjectScope(.container)
    container.register((any Service23).self) { r in Service23Impl(s1: r.resolve(Service1Impl.self)!, s16: r.resolve(Service16Impl.self)!, s19: r.resolve(Service19Impl.self)!) }.inObjectScope(.container)
    container.register(Service24Impl.self) { r in Service24Impl(s3: r.resolve(Service3Impl.self)!, s4: r.resolve(Service4Impl.self)!, s16: r.resolve(Service16Impl.self)!) }.inObjectScope(.transient)
    container.register(Service25Impl.self) { r in Service25Impl(s9: r.resolve(Service9Impl.self)!, s11: r.resolve((any Service11).self)!, s16: r.resolve(Service16Impl.self)!) }.inObjectScope(.container)
    container.register((any Service26).self) { r in Service26Impl(s10: r.resolve(Service10Impl.self)!, s15: r.resolve(Service15Impl.self)!, s22: r.resolve(Service22Impl.self)!) }.inObjectScope(.container)
    container.register(Service27Impl.self) { r in Service27Impl(s12: r.resolve(Service12Impl.self)!, s24: r.resolve(Service24Impl.self)!, s25: r.resolve(Service25Impl.self)!) }.inObjectScope(.container)
    container.register(Service28Impl.self) { r in Service28Impl(s4: r.resolve(Service4Impl.self)!, s13: r.resolve(Service13Impl.self)!, s17: r.resolve((any Service17).self)!) }.inObjectScope(.container)
    container.register((any Service29).self) { r in Service29Impl(s1: r.resolve(Service1Impl.self)!, s9: r.resolve(Service9Impl.self)!, s22: r.resolve(Service22Impl.self)!) }.inObjectScope(.transient)
    container.register(Service30Impl.self) { r in Service30Impl(s8: r.resolve((any Service8).self)!, s18: r.resolve(Service18Impl.self)!, s24: r.resolve(Service24Impl.self)!) }.inObjectScope(.container)
    container.register(Service31Impl.self) { r in Service31Impl(s0: r.resolve(Service0Impl.self)!, s10: r.resolve(Service10Impl.self)!, s24: r.resolve(Service24Impl.self)!) }.inObjectScope(.container)
    container.register((any Service32).self) { r in Service32Impl(s18: r.resolve(Service18Impl.self)!, s20: r.resolve((any Service20).self)!, s21: r.resolve(Service21Impl.self)!) }.inObjectScope(.container)
    container.register(Service33Impl.self) { r in Service33Impl(s6: r.resolve(Service6Impl.self)!, s22: r.resolve(Service22Impl.self)!, s23: r.resolve((any Service23).self)!) }.inObjectScope(.container)
    container.register(Service34Impl.self) { r in Service34Impl(s6: r.resolve(Service6Impl.self)!, s12: r.resolve(Service12Impl.self)!, s32: r.resolve((any Service32).self)!) }.inObjectScope(.transient)
    container.register((any Service35).self) { r in Service35Impl(s2: r.resolve((any Service2).self)!, s5: r.resolve((any Service5).self)!, s9: r.resolve(Service9Impl.self)!) }.inObjectScope(.container)
    container.register(Service36Impl.self) { r in Service36Impl(s11: r.resolve((any Service11).self)!, s27: r.resolve(Service27Impl.self)!, s28: r.resolve(Service28Impl.self)!) }.inObjectScope(.container)
    container.register(Service37Impl.self) { r in Service37Impl(s5: r.resolve((any Service5).self)!, s7: r.resolve(Service7Impl.self)!, s11: r.resolve((any Service11).self)!) }.inObjectScope(.container)
    container.register((any Service38).self) { r in Service38Impl(s0: r.resolve(Service0Impl.self)!, s1: r.resolve(Service1Impl.self)!, s12: r.resolve(Service12Impl.self)!) }.inObjectScope(.container)
    container.register(Service39Impl.self) { r in Service39Impl(s3: r.resolve(Service3Impl.self)!, s11: r.resolve((any Service11).self)!, s36: r.resolve(Service36Impl.self)!) }.inObjectScope(.transient)
    container.register(Service40Impl.self) { r in Service40Impl(s7: r.resolve(Service7Impl.self)!, s10: r.resolve(Service10Impl.self)!, s25: r.resolve(Service25Impl.self)!) }.inObjectScope(.container)
    container.register((any Service41).self) { r in Service41Impl(s2: r.resolve((any Service2).self)!, s11: r.resolve((any Service11).self)!, s36: r.resolve(Service36Impl.self)!) }.inObjectScope(.container)
    container.register(Service42Impl.self) { r in Service42Impl(s4: r.resolve(Service4Impl.self)!, s25: r.resolve(Service25Impl.self)!, s30: r.resolve(Service30Impl.self)!) }.inObjectScope(.container)
    container.register(Service43Impl.self) { r in Service43Impl(s5: r.resolve((any Service5).self)!, s8: r.resolve((any Service8).self)!, s30: r.resolve(Service30Impl.self)!) }.inObjectScope(.container)
    container.register((any Service44).self) { r in Service44Impl(s0: r.resolve(Service0Impl.self)!, s7: r.resolve(Service7Impl.self)!, s19: r.resolve(Service19Impl.self)!) }.inObjectScope(.transient)
    container.register(Service45Impl.self) { r in Service45Impl(s9: r.resolve(Service9Impl.self)!, s15: r.resolve(Service15Impl.self)!, s37: r.resolve(Service37Impl.self)!) }.inObjectScope(.container)
    container.register(Service46Impl.self) { r in Service46Impl(s6: r.resolve(Service6Impl.self)!, s8: r.resolve((any Service8).self)!, s30: r.resolve(Service30Impl.self)!) }.inObjectScope(.container)
    container.register((any Service47).self) { r in Service47Impl(s23: r.resolve((any Service23).self)!, s38: r.resolve((any Service38).self)!, s41: r.resolve((any Service41).self)!) }.inObjectScope(.container)
    container.register(Service48Impl.self) { r in Service48Impl(s7: r.resolve(Service7Impl.self)!, s41: r.resolve((any Service41).self)!, s42: r.resolve(Service42Impl.self)!) }.inObjectScope(.container)
    container.register(Service49Impl.self) { r in Service49Impl(s16: r.resolve(Service16Impl.self)!, s34: r.resolve(Service34Impl.self)!, s42: r.resolve(Service42Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service50).self) { r in Service50Impl(s6: r.resolve(Service6Impl.self)!, s23: r.resolve((any Service23).self)!, s25: r.resolve(Service25Impl.self)!) }.inObjectScope(.container)
    container.register(Service51Impl.self) { r in Service51Impl(s24: r.resolve(Service24Impl.self)!, s33: r.resolve(Service33Impl.self)!, s45: r.resolve(Service45Impl.self)!) }.inObjectScope(.container)
    container.register(Service52Impl.self) { r in Service52Impl(s0: r.resolve(Service0Impl.self)!, s7: r.resolve(Service7Impl.self)!, s23: r.resolve((any Service23).self)!) }.inObjectScope(.container)
    container.register((any Service53).self) { r in Service53Impl(s32: r.resolve((any Service32).self)!, s44: r.resolve((any Service44).self)!, s50: r.resolve((any Service50).self)!) }.inObjectScope(.container)
    container.register(Service54Impl.self) { r in Service54Impl(s19: r.resolve(Service19Impl.self)!, s35: r.resolve((any Service35).self)!, s44: r.resolve((any Service44).self)!) }.inObjectScope(.transient)
    container.register(Service55Impl.self) { r in Service55Impl(s38: r.resolve((any Service38).self)!, s40: r.resolve(Service40Impl.self)!, s53: r.resolve((any Service53).self)!) }.inObjectScope(.container)
    container.register((any Service56).self) { r in Service56Impl(s18: r.resolve(Service18Impl.self)!, s32: r.resolve((any Service32).self)!, s35: r.resolve((any Service35).self)!) }.inObjectScope(.container)
    container.register(Service57Impl.self) { r in Service57Impl(s24: r.resolve(Service24Impl.self)!, s28: r.resolve(Service28Impl.self)!, s39: r.resolve(Service39Impl.self)!) }.inObjectScope(.container)
    container.register(Service58Impl.self) { r in Service58Impl(s0: r.resolve(Service0Impl.self)!, s48: r.resolve(Service48Impl.self)!, s50: r.resolve((any Service50).self)!) }.inObjectScope(.container)
    container.register((any Service59).self) { r in Service59Impl(s18: r.resolve(Service18Impl.self)!, s27: r.resolve(Service27Impl.self)!, s33: r.resolve(Service33Impl.self)!) }.inObjectScope(.transient)
    container.register(Service60Impl.self) { r in Service60Impl(s9: r.resolve(Service9Impl.self)!, s55: r.resolve(Service55Impl.self)!, s56: r.resolve((any Service56).self)!) }.inObjectScope(.container)
    container.register(Service61Impl.self) { r in Service61Impl(s9: r.resolve(Service9Impl.self)!, s17: r.resolve((any Service17).self)!, s28: r.resolve(Service28Impl.self)!) }.inObjectScope(.container)
    container.register((any Service62).self) { r in Service62Impl(s27: r.resolve(Service27Impl.self)!, s28: r.resolve(Service28Impl.self)!, s37: r.resolve(Service37Impl.self)!) }.inObjectScope(.container)
    container.register(Service63Impl.self) { r in Service63Impl(s0: r.resolve(Service0Impl.self)!, s2: r.resolve((any Service2).self)!, s60: r.resolve(Service60Impl.self)!) }.inObjectScope(.container)
    container.register(Service64Impl.self) { r in Service64Impl(s7: r.resolve(Service7Impl.self)!, s44: r.resolve((any Service44).self)!, s55: r.resolve(Service55Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service65).self) { r in Service65Impl(s7: r.resolve(Service7Impl.self)!, s18: r.resolve(Service18Impl.self)!, s58: r.resolve(Service58Impl.self)!) }.inObjectScope(.container)
    container.register(Service66Impl.self) { r in Service66Impl(s48: r.resolve(Service48Impl.self)!, s59: r.resolve((any Service59).self)!, s64: r.resolve(Service64Impl.self)!) }.inObjectScope(.container)
    container.register(Service67Impl.self) { r in Service67Impl(s0: r.resolve(Service0Impl.self)!, s32: r.resolve((any Service32).self)!, s54: r.resolve(Service54Impl.self)!) }.inObjectScope(.container)
    container.register((any Service68).self) { r in Service68Impl(s0: r.resolve(Service0Impl.self)!, s58: r.resolve(Service58Impl.self)!, s63: r.resolve(Service63Impl.self)!) }.inObjectScope(.container)
    container.register(Service69Impl.self) { r in Service69Impl(s9: r.resolve(Service9Impl.self)!, s20: r.resolve((any Service20).self)!, s64: r.resolve(Service64Impl.self)!) }.inObjectScope(.transient)
    container.register(Service70Impl.self) { r in Service70Impl(s4: r.resolve(Service4Impl.self)!, s21: r.resolve(Service21Impl.self)!, s68: r.resolve((any Service68).self)!) }.inObjectScope(.container)
    container.register((any Service71).self) { r in Service71Impl(s24: r.resolve(Service24Impl.self)!, s50: r.resolve((any Service50).self)!, s65: r.resolve((any Service65).self)!) }.inObjectScope(.container)
    container.register(Service72Impl.self) { r in Service72Impl(s7: r.resolve(Service7Impl.self)!, s15: r.resolve(Service15Impl.self)!, s22: r.resolve(Service22Impl.self)!) }.inObjectScope(.container)
    container.register(Service73Impl.self) { r in Service73Impl(s9: r.resolve(Service9Impl.self)!, s15: r.resolve(Service15Impl.self)!, s52: r.resolve(Service52Impl.self)!) }.inObjectScope(.container)
    container.register((any Service74).self) { r in Service74Impl(s17: r.resolve((any Service17).self)!, s50: r.resolve((any Service50).self)!, s60: r.resolve(Service60Impl.self)!) }.inObjectScope(.transient)
    container.register(Service75Impl.self) { r in Service75Impl(s1: r.resolve(Service1Impl.self)!, s9: r.resolve(Service9Impl.self)!, s67: r.resolve(Service67Impl.self)!) }.inObjectScope(.container)
    container.register(Service76Impl.self) { r in Service76Impl(s1: r.resolve(Service1Impl.self)!, s54: r.resolve(Service54Impl.self)!, s68: r.resolve((any Service68).self)!) }.inObjectScope(.container)
    container.register((any Service77).self) { r in Service77Impl(s26: r.resolve((any Service26).self)!, s50: r.resolve((any Service50).self)!, s53: r.resolve((any Service53).self)!) }.inObjectScope(.container)
    container.register(Service78Impl.self) { r in Service78Impl(s8: r.resolve((any Service8).self)!, s15: r.resolve(Service15Impl.self)!, s61: r.resolve(Service61Impl.self)!) }.inObjectScope(.container)
    container.register(Service79Impl.self) { r in Service79Impl(s67: r.resolve(Service67Impl.self)!, s68: r.resolve((any Service68).self)!, s74: r.resolve((any Service74).self)!) }.inObjectScope(.transient)
    container.register((any Service80).self) { r in Service80Impl(s36: r.resolve(Service36Impl.self)!, s63: r.resolve(Service63Impl.self)!, s77: r.resolve((any Service77).self)!) }.inObjectScope(.container)
    container.register(Service81Impl.self) { r in Service81Impl(s33: r.resolve(Service33Impl.self)!, s37: r.resolve(Service37Impl.self)!, s75: r.resolve(Service75Impl.self)!) }.inObjectScope(.container)
    container.register(Service82Impl.self) { r in Service82Impl(s0: r.resolve(Service0Impl.self)!, s58: r.resolve(Service58Impl.self)!, s80: r.resolve((any Service80).self)!) }.inObjectScope(.container)
    container.register((any Service83).self) { r in Service83Impl(s31: r.resolve(Service31Impl.self)!, s49: r.resolve(Service49Impl.self)!, s77: r.resolve((any Service77).self)!) }.inObjectScope(.container)
    container.register(Service84Impl.self) { r in Service84Impl(s59: r.resolve((any Service59).self)!, s71: r.resolve((any Service71).self)!, s78: r.resolve(Service78Impl.self)!) }.inObjectScope(.transient)
    container.register(Service85Impl.self) { r in Service85Impl(s26: r.resolve((any Service26).self)!, s50: r.resolve((any Service50).self)!, s58: r.resolve(Service58Impl.self)!) }.inObjectScope(.container)
    container.register((any Service86).self) { r in Service86Impl(s1: r.resolve(Service1Impl.self)!, s6: r.resolve(Service6Impl.self)!, s80: r.resolve((any Service80).self)!) }.inObjectScope(.container)
    container.register(Service87Impl.self) { r in Service87Impl(s8: r.resolve((any Service8).self)!, s11: r.resolve((any Service11).self)!, s77: r.resolve((any Service77).self)!) }.inObjectScope(.container)
    container.register(Service88Impl.self) { r in Service88Impl(s19: r.resolve(Service19Impl.self)!, s61: r.resolve(Service61Impl.self)!, s85: r.resolve(Service85Impl.self)!) }.inObjectScope(.container)
    container.register((any Service89).self) { r in Service89Impl(s6: r.resolve(Service6Impl.self)!, s61: r.resolve(Service61Impl.self)!, s78: r.resolve(Service78Impl.self)!) }.inObjectScope(.transient)
    container.register(Service90Impl.self) { r in Service90Impl(s41: r.resolve((any Service41).self)!, s42: r.resolve(Service42Impl.self)!, s65: r.resolve((any Service65).self)!) }.inObjectScope(.container)
    container.register(Service91Impl.self) { r in Service91Impl(s23: r.resolve((any Service23).self)!, s63: r.resolve(Service63Impl.self)!, s68: r.resolve((any Service68).self)!) }.inObjectScope(.container)
    container.register((any Service92).self) { r in Service92Impl(s42: r.resolve(Service42Impl.self)!, s49: r.resolve(Service49Impl.self)!, s89: r.resolve((any Service89).self)!) }.inObjectScope(.container)
    container.register(Service93Impl.self) { r in Service93Impl(s4: r.resolve(Service4Impl.self)!, s74: r.resolve((any Service74).self)!, s90: r.resolve(Service90Impl.self)!) }.inObjectScope(.container)
    container.register(Service94Impl.self) { r in Service94Impl(s44: r.resolve((any Service44).self)!, s59: r.resolve((any Service59).self)!, s91: r.resolve(Service91Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service95).self) { r in Service95Impl(s3: r.resolve(Service3Impl.self)!, s31: r.resolve(Service31Impl.self)!, s47: r.resolve((any Service47).self)!) }.inObjectScope(.container)
    container.register(Service96Impl.self) { r in Service96Impl(s6: r.resolve(Service6Impl.self)!, s16: r.resolve(Service16Impl.self)!, s79: r.resolve(Service79Impl.self)!) }.inObjectScope(.container)
    container.register(Service97Impl.self) { r in Service97Impl(s10: r.resolve(Service10Impl.self)!, s13: r.resolve(Service13Impl.self)!, s80: r.resolve((any Service80).self)!) }.inObjectScope(.container)
    container.register((any Service98).self) { r in Service98Impl(s1: r.resolve(Service1Impl.self)!, s19: r.resolve(Service19Impl.self)!, s53: r.resolve((any Service53).self)!) }.inObjectScope(.container)
    container.register(Service99Impl.self) { r in Service99Impl(s6: r.resolve(Service6Impl.self)!, s32: r.resolve((any Service32).self)!, s59: r.resolve((any Service59).self)!) }.inObjectScope(.transient)
}

func resolveEveryService(from resolver: any Resolver) {
    _ = resolver.resolve(Service0Impl.self)!
    _ = resolver.resolve(Service1Impl.self)!
    _ = resolver.resolve((any Service2).self)!
    _ = resolver.resolve(Service3Impl.self)!
    _ = resolver.resolve(Service4Impl.self)!
    _ = resolver.resolve((any Service5).self)!
    _ = resolver.resolve(Service6Impl.self)!
    _ = resolver.resolve(Service7Impl.self)!
    _ = resolver.resolve((any Service8).self)!
    _ = resolver.resolve(Service9Impl.self)!
    _ = resolver.resolve(Service10Impl.self)!
    _ = resolver.resolve((any Service11).self)!
    _ = resolver.resolve(Service12Impl.self)!
    _ = resolver.resolve(Service13Impl.self)!
    _ = resolver.resolve((any Service14).self)!
    _ = resolver.resolve(Service15Impl.self)!
    _ = resolver.resolve(Service16Impl.self)!
    _ = resolver.resolve((any Service17).self)!
    _ = resolver.resolve(Service18Impl.self)!
    _ = resolver.resolve(Service19Impl.self)!
    _ = resolver.resolve((any Service20).self)!
    _ = resolver.resolve(Service21Impl.self)!
    _ = resolver.resolve(Service22Impl.self)!
    _ = resolver.resolve((any Service23).self)!
    _ = resolver.resolve(Service24Impl.self)!
    _ = resolver.resolve(Service25Impl.self)!
    _ = resolver.resolve((any Service26).self)!
    _ = resolver.resolve(Service27Impl.self)!
    _ = resolver.resolve(Service28Impl.self)!
    _ = resolver.resolve((any Service29).self)!
    _ = resolver.resolve(Service30Impl.self)!
    _ = resolver.resolve(Service31Impl.self)!
    _ = resolver.resolve((any Service32).self)!
    _ = resolver.resolve(Service33Impl.self)!
    _ = resolver.resolve(Service34Impl.self)!
    _ = resolver.resolve((any Service35).self)!
    _ = resolver.resolve(Service36Impl.self)!
    _ = resolver.resolve(Service37Impl.self)!
    _ = resolver.resolve((any Service38).self)!
    _ = resolver.resolve(Service39Impl.self)!
    _ = resolver.resolve(Service40Impl.self)!
    _ = resolver.resolve((any Service41).self)!
    _ = resolver.resolve(Service42Impl.self)!
    _ = resolver.resolve(Service43Impl.self)!
    _ = resolver.resolve((any Service44).self)!
    _ = resolver.resolve(Service45Impl.self)!
    _ = resolver.resolve(Service46Impl.self)!
    _ = resolver.resolve((any Service47).self)!
    _ = resolver.resolve(Service48Impl.self)!
    _ = resolver.resolve(Service49Impl.self)!
    _ = resolver.resolve((any Service50).self)!
    _ = resolver.resolve(Service51Impl.self)!
    _ = resolver.resolve(Service52Impl.self)!
    _ = resolver.resolve((any Service53).self)!
    _ = resolver.resolve(Service54Impl.self)!
    _ = resolver.resolve(Service55Impl.self)!
    _ = resolver.resolve((any Service56).self)!
    _ = resolver.resolve(Service57Impl.self)!
    _ = resolver.resolve(Service58Impl.self)!
    _ = resolver.resolve((any Service59).self)!
    _ = resolver.resolve(Service60Impl.self)!
    _ = resolver.resolve(Service61Impl.self)!
    _ = resolver.resolve((any Service62).self)!
    _ = resolver.resolve(Service63Impl.self)!
    _ = resolver.resolve(Service64Impl.self)!
    _ = resolver.resolve((any Service65).self)!
    _ = resolver.resolve(Service66Impl.self)!
    _ = resolver.resolve(Service67Impl.self)!
    _ = resolver.resolve((any Service68).self)!
    _ = resolver.resolve(Service69Impl.self)!
    _ = resolver.resolve(Service70Impl.self)!
    _ = resolver.resolve((any Service71).self)!
    _ = resolver.resolve(Service72Impl.self)!
    _ = resolver.resolve(Service73Impl.self)!
    _ = resolver.resolve((any Service74).self)!
    _ = resolver.resolve(Service75Impl.self)!
    _ = resolver.resolve(Service76Impl.self)!
    _ = resolver.resolve((any Service77).self)!
    _ = resolver.resolve(Service78Impl.self)!
    _ = resolver.resolve(Service79Impl.self)!
    _ = resolver.resolve((any Service80).self)!
    _ = resolver.resolve(Service81Impl.self)!
    _ = resolver.resolve(Service82Impl.self)!
    _ = resolver.resolve((any Service83).self)!
    _ = resolver.resolve(Service84Impl.self)!
    _ = resolver.resolve(Service85Impl.self)!
    _ = resolver.resolve((any Service86).self)!
    _ = resolver.resolve(Service87Impl.self)!
    _ = resolver.resolve(Service88Impl.self)!
    _ = resolver.resolve((any Service89).self)!
    _ = resolver.resolve(Service90Impl.self)!
    _ = resolver.resolve(Service91Impl.self)!
    _ = resolver.resolve((any Service92).self)!
    _ = resolver.resolve(Service93Impl.self)!
    _ = resolver.resolve(Service94Impl.self)!
    _ = resolver.resolve((any Service95).self)!
    _ = resolver.resolve(Service96Impl.self)!
    _ = resolver.resolve(Service97Impl.self)!
    _ = resolver.resolve((any Service98).self)!
    _ = resolver.resolve(Service99Impl.self)!
}
