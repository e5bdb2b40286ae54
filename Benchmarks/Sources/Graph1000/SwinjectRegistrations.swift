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
    container.register(Service100Impl.self) { r in Service100Impl(s78: r.resolve(Service78Impl.self)!, s79: r.resolve(Service79Impl.self)!, s84: r.resolve(Service84Impl.self)!) }.inObjectScope(.container)
    container.register((any Service101).self) { r in Service101Impl(s27: r.resolve(Service27Impl.self)!, s42: r.resolve(Service42Impl.self)!, s97: r.resolve(Service97Impl.self)!) }.inObjectScope(.container)
    container.register(Service102Impl.self) { r in Service102Impl(s61: r.resolve(Service61Impl.self)!, s91: r.resolve(Service91Impl.self)!, s101: r.resolve((any Service101).self)!) }.inObjectScope(.container)
    container.register(Service103Impl.self) { r in Service103Impl(s13: r.resolve(Service13Impl.self)!, s21: r.resolve(Service21Impl.self)!, s62: r.resolve((any Service62).self)!) }.inObjectScope(.container)
    container.register((any Service104).self) { r in Service104Impl(s63: r.resolve(Service63Impl.self)!, s70: r.resolve(Service70Impl.self)!, s86: r.resolve((any Service86).self)!) }.inObjectScope(.transient)
    container.register(Service105Impl.self) { r in Service105Impl(s2: r.resolve((any Service2).self)!, s52: r.resolve(Service52Impl.self)!, s84: r.resolve(Service84Impl.self)!) }.inObjectScope(.container)
    container.register(Service106Impl.self) { r in Service106Impl(s36: r.resolve(Service36Impl.self)!, s45: r.resolve(Service45Impl.self)!, s59: r.resolve((any Service59).self)!) }.inObjectScope(.container)
    container.register((any Service107).self) { r in Service107Impl(s43: r.resolve(Service43Impl.self)!, s99: r.resolve(Service99Impl.self)!, s103: r.resolve(Service103Impl.self)!) }.inObjectScope(.container)
    container.register(Service108Impl.self) { r in Service108Impl(s5: r.resolve((any Service5).self)!, s69: r.resolve(Service69Impl.self)!, s93: r.resolve(Service93Impl.self)!) }.inObjectScope(.container)
    container.register(Service109Impl.self) { r in Service109Impl(s46: r.resolve(Service46Impl.self)!, s81: r.resolve(Service81Impl.self)!, s98: r.resolve((any Service98).self)!) }.inObjectScope(.transient)
    container.register((any Service110).self) { r in Service110Impl(s28: r.resolve(Service28Impl.self)!, s83: r.resolve((any Service83).self)!, s101: r.resolve((any Service101).self)!) }.inObjectScope(.container)
    container.register(Service111Impl.self) { r in Service111Impl(s14: r.resolve((any Service14).self)!, s16: r.resolve(Service16Impl.self)!, s36: r.resolve(Service36Impl.self)!) }.inObjectScope(.container)
    container.register(Service112Impl.self) { r in Service112Impl(s19: r.resolve(Service19Impl.self)!, s46: r.resolve(Service46Impl.self)!, s62: r.resolve((any Service62).self)!) }.inObjectScope(.container)
    container.register((any Service113).self) { r in Service113Impl(s15: r.resolve(Service15Impl.self)!, s78: r.resolve(Service78Impl.self)!, s85: r.resolve(Service85Impl.self)!) }.inObjectScope(.container)
    container.register(Service114Impl.self) { r in Service114Impl(s6: r.resolve(Service6Impl.self)!, s41: r.resolve((any Service41).self)!, s92: r.resolve((any Service92).self)!) }.inObjectScope(.transient)
    container.register(Service115Impl.self) { r in Service115Impl(s32: r.resolve((any Service32).self)!, s41: r.resolve((any Service41).self)!, s87: r.resolve(Service87Impl.self)!) }.inObjectScope(.container)
    container.register((any Service116).self) { r in Service116Impl(s7: r.resolve(Service7Impl.self)!, s16: r.resolve(Service16Impl.self)!, s74: r.resolve((any Service74).self)!) }.inObjectScope(.container)
    container.register(Service117Impl.self) { r in Service117Impl(s0: r.resolve(Service0Impl.self)!, s63: r.resolve(Service63Impl.self)!, s111: r.resolve(Service111Impl.self)!) }.inObjectScope(.container)
    container.register(Service118Impl.self) { r in Service118Impl(s24: r.resolve(Service24Impl.self)!, s66: r.resolve(Service66Impl.self)!, s86: r.resolve((any Service86).self)!) }.inObjectScope(.container)
    container.register((any Service119).self) { r in Service119Impl(s63: r.resolve(Service63Impl.self)!, s89: r.resolve((any Service89).self)!, s96: r.resolve(Service96Impl.self)!) }.inObjectScope(.transient)
    container.register(Service120Impl.self) { r in Service120Impl(s3: r.resolve(Service3Impl.self)!, s38: r.resolve((any Service38).self)!, s64: r.resolve(Service64Impl.self)!) }.inObjectScope(.container)
    container.register(Service121Impl.self) { r in Service121Impl(s66: r.resolve(Service66Impl.self)!, s93: r.resolve(Service93Impl.self)!, s108: r.resolve(Service108Impl.self)!) }.inObjectScope(.container)
    container.register((any Service122).self) { r in Service122Impl(s12: r.resolve(Service12Impl.self)!, s35: r.resolve((any Service35).self)!, s87: r.resolve(Service87Impl.self)!) }.inObjectScope(.container)
    container.register(Service123Impl.self) { r in Service123Impl(s68: r.resolve((any Service68).self)!, s69: r.resolve(Service69Impl.self)!, s95: r.resolve((any Service95).self)!) }.inObjectScope(.container)
    container.register(Service124Impl.self) { r in Service124Impl(s15: r.resolve(Service15Impl.self)!, s32: r.resolve((any Service32).self)!, s77: r.resolve((any Service77).self)!) }.inObjectScope(.transient)
    container.register((any Service125).self) { r in Service125Impl(s39: r.resolve(Service39Impl.self)!, s75: r.resolve(Service75Impl.self)!, s106: r.resolve(Service106Impl.self)!) }.inObjectScope(.container)
    container.register(Service126Impl.self) { r in Service126Impl(s7: r.resolve(Service7Impl.self)!, s64: r.resolve(Service64Impl.self)!, s80: r.resolve((any Service80).self)!) }.inObjectScope(.container)
    container.register(Service127Impl.self) { r in Service127Impl(s96: r.resolve(Service96Impl.self)!, s106: r.resolve(Service106Impl.self)!, s107: r.resolve((any Service107).self)!) }.inObjectScope(.container)
    container.register((any Service128).self) { r in Service128Impl(s21: r.resolve(Service21Impl.self)!, s51: r.resolve(Service51Impl.self)!, s97: r.resolve(Service97Impl.self)!) }.inObjectScope(.container)
    container.register(Service129Impl.self) { r in Service129Impl(s74: r.resolve((any Service74).self)!, s87: r.resolve(Service87Impl.self)!, s110: r.resolve((any Service110).self)!) }.inObjectScope(.transient)
    container.register(Service130Impl.self) { r in Service130Impl(s73: r.resolve(Service73Impl.self)!, s80: r.resolve((any Service80).self)!, s124: r.resolve(Service124Impl.self)!) }.inObjectScope(.container)
    container.register((any Service131).self) { r in Service131Impl(s30: r.resolve(Service30Impl.self)!, s88: r.resolve(Service88Impl.self)!, s95: r.resolve((any Service95).self)!) }.inObjectScope(.container)
    container.register(Service132Impl.self) { r in Service132Impl(s24: r.resolve(Service24Impl.self)!, s53: r.resolve((any Service53).self)!, s106: r.resolve(Service106Impl.self)!) }.inObjectScope(.container)
    container.register(Service133Impl.self) { r in Service133Impl(s2: r.resolve((any Service2).self)!, s23: r.resolve((any Service23).self)!, s89: r.resolve((any Service89).self)!) }.inObjectScope(.container)
    container.register((any Service134).self) { r in Service134Impl(s21: r.resolve(Service21Impl.self)!, s43: r.resolve(Service43Impl.self)!, s63: r.resolve(Service63Impl.self)!) }.inObjectScope(.transient)
    container.register(Service135Impl.self) { r in Service135Impl(s69: r.resolve(Service69Impl.self)!, s104: r.resolve((any Service104).self)!, s122: r.resolve((any Service122).self)!) }.inObjectScope(.container)
    container.register(Service136Impl.self) { r in Service136Impl(s1: r.resolve(Service1Impl.self)!, s83: r.resolve((any Service83).self)!, s85: r.resolve(Service85Impl.self)!) }.inObjectScope(.container)
    container.register((any Service137).self) { r in Service137Impl(s52: r.resolve(Service52Impl.self)!, s87: r.resolve(Service87Impl.self)!, s113: r.resolve((any Service113).self)!) }.inObjectScope(.container)
    container.register(Service138Impl.self) { r in Service138Impl(s62: r.resolve((any Service62).self)!, s82: r.resolve(Service82Impl.self)!, s117: r.resolve(Service117Impl.self)!) }.inObjectScope(.container)
    container.register(Service139Impl.self) { r in Service139Impl(s55: r.resolve(Service55Impl.self)!, s69: r.resolve(Service69Impl.self)!, s128: r.resolve((any Service128).self)!) }.inObjectScope(.transient)
    container.register((any Service140).self) { r in Service140Impl(s8: r.resolve((any Service8).self)!, s22: r.resolve(Service22Impl.self)!, s42: r.resolve(Service42Impl.self)!) }.inObjectScope(.container)
    container.register(Service141Impl.self) { r in Service141Impl(s1: r.resolve(Service1Impl.self)!, s41: r.resolve((any Service41).self)!, s139: r.resolve(Service139Impl.self)!) }.inObjectScope(.container)
    container.register(Service142Impl.self) { r in Service142Impl(s55: r.resolve(Service55Impl.self)!, s90: r.resolve(Service90Impl.self)!, s102: r.resolve(Service102Impl.self)!) }.inObjectScope(.container)
    container.register((any Service143).self) { r in Service143Impl(s0: r.resolve(Service0Impl.self)!, s100: r.resolve(Service100Impl.self)!, s125: r.resolve((any Service125).self)!) }.inObjectScope(.container)
    container.register(Service144Impl.self) { r in Service144Impl(s28: r.resolve(Service28Impl.self)!, s40: r.resolve(Service40Impl.self)!, s120: r.resolve(Service120Impl.self)!) }.inObjectScope(.transient)
    container.register(Service145Impl.self) { r in Service145Impl(s8: r.resolve((any Service8).self)!, s65: r.resolve((any Service65).self)!, s135: r.resolve(Service135Impl.self)!) }.inObjectScope(.container)
    container.register((any Service146).self) { r in Service146Impl(s1: r.resolve(Service1Impl.self)!, s41: r.resolve((any Service41).self)!, s58: r.resolve(Service58Impl.self)!) }.inObjectScope(.container)
    container.register(Service147Impl.self) { r in Service147Impl(s23: r.resolve((any Service23).self)!, s47: r.resolve((any Service47).self)!, s127: r.resolve(Service127Impl.self)!) }.inObjectScope(.container)
    container.register(Service148Impl.self) { r in Service148Impl(s3: r.resolve(Service3Impl.self)!, s124: r.resolve(Service124Impl.self)!, s142: r.resolve(Service142Impl.self)!) }.inObjectScope(.container)
    container.register((any Service149).self) { r in Service149Impl(s6: r.resolve(Service6Impl.self)!, s25: r.resolve(Service25Impl.self)!, s111: r.resolve(Service111Impl.self)!) }.inObjectScope(.transient)
    container.register(Service150Impl.self) { r in Service150Impl(s26: r.resolve((any Service26).self)!, s37: r.resolve(Service37Impl.self)!, s67: r.resolve(Service67Impl.self)!) }.inObjectScope(.container)
    container.register(Service151Impl.self) { r in Service151Impl(s75: r.resolve(Service75Impl.self)!, s140: r.resolve((any Service140).self)!, s146: r.resolve((any Service146).self)!) }.inObjectScope(.container)
    container.register((any Service152).self) { r in Service152Impl(s18: r.resolve(Service18Impl.self)!, s40: r.resolve(Service40Impl.self)!, s55: r.resolve(Service55Impl.self)!) }.inObjectScope(.container)
    container.register(Service153Impl.self) { r in Service153Impl(s59: r.resolve((any Service59).self)!, s94: r.resolve(Service94Impl.self)!, s104: r.resolve((any Service104).self)!) }.inObjectScope(.container)
    container.register(Service154Impl.self) { r in Service154Impl(s15: r.resolve(Service15Impl.self)!, s28: r.resolve(Service28Impl.self)!, s66: r.resolve(Service66Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service155).self) { r in Service155Impl(s16: r.resolve(Service16Impl.self)!, s17: r.resolve((any Service17).self)!, s69: r.resolve(Service69Impl.self)!) }.inObjectScope(.container)
    container.register(Service156Impl.self) { r in Service156Impl(s14: r.resolve((any Service14).self)!, s33: r.resolve(Service33Impl.self)!, s42: r.resolve(Service42Impl.self)!) }.inObjectScope(.container)
    container.register(Service157Impl.self) { r in Service157Impl(s35: r.resolve((any Service35).self)!, s59: r.resolve((any Service59).self)!, s121: r.resolve(Service121Impl.self)!) }.inObjectScope(.container)
    container.register((any Service158).self) { r in Service158Impl(s41: r.resolve((any Service41).self)!, s77: r.resolve((any Service77).self)!, s131: r.resolve((any Service131).self)!) }.inObjectScope(.container)
    container.register(Service159Impl.self) { r in Service159Impl(s22: r.resolve(Service22Impl.self)!, s75: r.resolve(Service75Impl.self)!, s121: r.resolve(Service121Impl.self)!) }.inObjectScope(.transient)
    container.register(Service160Impl.self) { r in Service160Impl(s5: r.resolve((any Service5).self)!, s14: r.resolve((any Service14).self)!, s87: r.resolve(Service87Impl.self)!) }.inObjectScope(.container)
    container.register((any Service161).self) { r in Service161Impl(s20: r.resolve((any Service20).self)!, s29: r.resolve((any Service29).self)!, s32: r.resolve((any Service32).self)!) }.inObjectScope(.container)
    container.register(Service162Impl.self) { r in Service162Impl(s63: r.resolve(Service63Impl.self)!, s70: r.resolve(Service70Impl.self)!, s116: r.resolve((any Service116).self)!) }.inObjectScope(.container)
    container.register(Service163Impl.self) { r in Service163Impl(s54: r.resolve(Service54Impl.self)!, s103: r.resolve(Service103Impl.self)!, s113: r.resolve((any Service113).self)!) }.inObjectScope(.container)
    container.register((any Service164).self) { r in Service164Impl(s121: r.resolve(Service121Impl.self)!, s142: r.resolve(Service142Impl.self)!, s160: r.resolve(Service160Impl.self)!) }.inObjectScope(.transient)
    container.register(Service165Impl.self) { r in Service165Impl(s0: r.resolve(Service0Impl.self)!, s51: r.resolve(Service51Impl.self)!, s158: r.resolve((any Service158).self)!) }.inObjectScope(.container)
    container.register(Service166Impl.self) { r in Service166Impl(s7: r.resolve(Service7Impl.self)!, s35: r.resolve((any Service35).self)!, s119: r.resolve((any Service119).self)!) }.inObjectScope(.container)
    container.register((any Service167).self) { r in Service167Impl(s29: r.resolve((any Service29).self)!, s75: r.resolve(Service75Impl.self)!, s102: r.resolve(Service102Impl.self)!) }.inObjectScope(.container)
    container.register(Service168Impl.self) { r in Service168Impl(s58: r.resolve(Service58Impl.self)!, s87: r.resolve(Service87Impl.self)!, s159: r.resolve(Service159Impl.self)!) }.inObjectScope(.container)
    container.register(Service169Impl.self) { r in Service169Impl(s34: r.resolve(Service34Impl.self)!, s51: r.resolve(Service51Impl.self)!, s167: r.resolve((any Service167).self)!) }.inObjectScope(.transient)
    container.register((any Service170).self) { r in Service170Impl(s39: r.resolve(Service39Impl.self)!, s132: r.resolve(Service132Impl.self)!, s135: r.resolve(Service135Impl.self)!) }.inObjectScope(.container)
    container.register(Service171Impl.self) { r in Service171Impl(s56: r.resolve((any Service56).self)!, s70: r.resolve(Service70Impl.self)!, s88: r.resolve(Service88Impl.self)!) }.inObjectScope(.container)
    container.register(Service172Impl.self) { r in Service172Impl(s20: r.resolve((any Service20).self)!, s55: r.resolve(Service55Impl.self)!, s74: r.resolve((any Service74).self)!) }.inObjectScope(.container)
    container.register((any Service173).self) { r in Service173Impl(s13: r.resolve(Service13Impl.self)!, s92: r.resolve((any Service92).self)!, s127: r.resolve(Service127Impl.self)!) }.inObjectScope(.container)
    container.register(Service174Impl.self) { r in Service174Impl(s48: r.resolve(Service48Impl.self)!, s148: r.resolve(Service148Impl.self)!, s173: r.resolve((any Service173).self)!) }.inObjectScope(.transient)
    container.register(Service175Impl.self) { r in Service175Impl(s26: r.resolve((any Service26).self)!, s29: r.resolve((any Service29).self)!, s168: r.resolve(Service168Impl.self)!) }.inObjectScope(.container)
    container.register((any Service176).self) { r in Service176Impl(s97: r.resolve(Service97Impl.self)!, s139: r.resolve(Service139Impl.self)!, s147: r.resolve(Service147Impl.self)!) }.inObjectScope(.container)
    container.register(Service177Impl.self) { r in Service177Impl(s31: r.resolve(Service31Impl.self)!, s96: r.resolve(Service96Impl.self)!, s129: r.resolve(Service129Impl.self)!) }.inObjectScope(.container)
    container.register(Service178Impl.self) { r in Service178Impl(s77: r.resolve((any Service77).self)!, s142: r.resolve(Service142Impl.self)!, s155: r.resolve((any Service155).self)!) }.inObjectScope(.container)
    container.register((any Service179).self) { r in Service179Impl(s15: r.resolve(Service15Impl.self)!, s38: r.resolve((any Service38).self)!, s157: r.resolve(Service157Impl.self)!) }.inObjectScope(.transient)
    container.register(Service180Impl.self) { r in Service180Impl(s26: r.resolve((any Service26).self)!, s51: r.resolve(Service51Impl.self)!, s132: r.resolve(Service132Impl.self)!) }.inObjectScope(.container)
    container.register(Service181Impl.self) { r in Service181Impl(s73: r.resolve(Service73Impl.self)!, s99: r.resolve(Service99Impl.self)!, s119: r.resolve((any Service119).self)!) }.inObjectScope(.container)
    container.register((any Service182).self) { r in Service182Impl(s84: r.resolve(Service84Impl.self)!, s152: r.resolve((any Service152).self)!, s177: r.resolve(Service177Impl.self)!) }.inObjectScope(.container)
    container.register(Service183Impl.self) { r in Service183Impl(s3: r.resolve(Service3Impl.self)!, s93: r.resolve(Service93Impl.self)!, s106: r.resolve(Service106Impl.self)!) }.inObjectScope(.container)
    container.register(Service184Impl.self) { r in Service184Impl(s0: r.resolve(Service0Impl.self)!, s63: r.resolve(Service63Impl.self)!, s119: r.resolve((any Service119).self)!) }.inObjectScope(.transient)
    container.register((any Service185).self) { r in Service185Impl(s36: r.resolve(Service36Impl.self)!, s133: r.resolve(Service133Impl.self)!, s148: r.resolve(Service148Impl.self)!) }.inObjectScope(.container)
    container.register(Service186Impl.self) { r in Service186Impl(s56: r.resolve((any Service56).self)!, s58: r.resolve(Service58Impl.self)!, s143: r.resolve((any Service143).self)!) }.inObjectScope(.container)
    container.register(Service187Impl.self) { r in Service187Impl(s105: r.resolve(Service105Impl.self)!, s106: r.resolve(Service106Impl.self)!, s169: r.resolve(Service169Impl.self)!) }.inObjectScope(.container)
    container.register((any Service188).self) { r in Service188Impl(s119: r.resolve((any Service119).self)!, s124: r.resolve(Service124Impl.self)!, s130: r.resolve(Service130Impl.self)!) }.inObjectScope(.container)
    container.register(Service189Impl.self) { r in Service189Impl(s133: r.resolve(Service133Impl.self)!, s161: r.resolve((any Service161).self)!, s185: r.resolve((any Service185).self)!) }.inObjectScope(.transient)
    container.register(Service190Impl.self) { r in Service190Impl(s44: r.resolve((any Service44).self)!, s84: r.resolve(Service84Impl.self)!, s178: r.resolve(Service178Impl.self)!) }.inObjectScope(.container)
    container.register((any Service191).self) { r in Service191Impl(s55: r.resolve(Service55Impl.self)!, s118: r.resolve(Service118Impl.self)!, s159: r.resolve(Service159Impl.self)!) }.inObjectScope(.container)
    container.register(Service192Impl.self) { r in Service192Impl(s67: r.resolve(Service67Impl.self)!, s87: r.resolve(Service87Impl.self)!, s154: r.resolve(Service154Impl.self)!) }.inObjectScope(.container)
    container.register(Service193Impl.self) { r in Service193Impl(s5: r.resolve((any Service5).self)!, s162: r.resolve(Service162Impl.self)!, s188: r.resolve((any Service188).self)!) }.inObjectScope(.container)
    container.register((any Service194).self) { r in Service194Impl(s115: r.resolve(Service115Impl.self)!, s128: r.resolve((any Service128).self)!, s148: r.resolve(Service148Impl.self)!) }.inObjectScope(.transient)
    container.register(Service195Impl.self) { r in Service195Impl(s17: r.resolve((any Service17).self)!, s63: r.resolve(Service63Impl.self)!, s173: r.resolve((any Service173).self)!) }.inObjectScope(.container)
    container.register(Service196Impl.self) { r in Service196Impl(s55: r.resolve(Service55Impl.self)!, s141: r.resolve(Service141Impl.self)!, s178: r.resolve(Service178Impl.self)!) }.inObjectScope(.container)
    container.register((any Service197).self) { r in Service197Impl(s15: r.resolve(Service15Impl.self)!, s75: r.resolve(Service75Impl.self)!, s142: r.resolve(Service142Impl.self)!) }.inObjectScope(.container)
    container.register(Service198Impl.self) { r in Service198Impl(s80: r.resolve((any Service80).self)!, s104: r.resolve((any Service104).self)!, s147: r.resolve(Service147Impl.self)!) }.inObjectScope(.container)
    container.register(Service199Impl.self) { r in Service199Impl(s16: r.resolve(Service16Impl.self)!, s20: r.resolve((any Service20).self)!, s93: r.resolve(Service93Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service200).self) { r in Service200Impl(s25: r.resolve(Service25Impl.self)!, s100: r.resolve(Service100Impl.self)!, s107: r.resolve((any Service107).self)!) }.inObjectScope(.container)
    container.register(Service201Impl.self) { r in Service201Impl(s162: r.resolve(Service162Impl.self)!, s175: r.resolve(Service175Impl.self)!, s193: r.resolve(Service193Impl.self)!) }.inObjectScope(.container)
    container.register(Service202Impl.self) { r in Service202Impl(s17: r.resolve((any Service17).self)!, s19: r.resolve(Service19Impl.self)!, s44: r.resolve((any Service44).self)!) }.inObjectScope(.container)
    container.register((any Service203).self) { r in Service203Impl(s36: r.resolve(Service36Impl.self)!, s80: r.resolve((any Service80).self)!, s174: r.resolve(Service174Impl.self)!) }.inObjectScope(.container)
    container.register(Service204Impl.self) { r in Service204Impl(s28: r.resolve(Service28Impl.self)!, s77: r.resolve((any Service77).self)!, s83: r.resolve((any Service83).self)!) }.inObjectScope(.transient)
    container.register(Service205Impl.self) { r in Service205Impl(s28: r.resolve(Service28Impl.self)!, s88: r.resolve(Service88Impl.self)!, s162: r.resolve(Service162Impl.self)!) }.inObjectScope(.container)
    container.register((any Service206).self) { r in Service206Impl(s7: r.resolve(Service7Impl.self)!, s72: r.resolve(Service72Impl.self)!, s162: r.resolve(Service162Impl.self)!) }.inObjectScope(.container)
    container.register(Service207Impl.self) { r in Service207Impl(s24: r.resolve(Service24Impl.self)!, s64: r.resolve(Service64Impl.self)!, s130: r.resolve(Service130Impl.self)!) }.inObjectScope(.container)
    container.register(Service208Impl.self) { r in Service208Impl(s104: r.resolve((any Service104).self)!, s110: r.resolve((any Service110).self)!, s201: r.resolve(Service201Impl.self)!) }.inObjectScope(.container)
    container.register((any Service209).self) { r in Service209Impl(s43: r.resolve(Service43Impl.self)!, s88: r.resolve(Service88Impl.self)!, s95: r.resolve((any Service95).self)!) }.inObjectScope(.transient)
    container.register(Service210Impl.self) { r in Service210Impl(s27: r.resolve(Service27Impl.self)!, s54: r.resolve(Service54Impl.self)!, s168: r.resolve(Service168Impl.self)!) }.inObjectScope(.container)
    container.register(Service211Impl.self) { r in Service211Impl(s103: r.resolve(Service103Impl.self)!, s155: r.resolve((any Service155).self)!, s176: r.resolve((any Service176).self)!) }.inObjectScope(.container)
    container.register((any Service212).self) { r in Service212Impl(s83: r.resolve((any Service83).self)!, s140: r.resolve((any Service140).self)!, s187: r.resolve(Service187Impl.self)!) }.inObjectScope(.container)
    container.register(Service213Impl.self) { r in Service213Impl(s42: r.resolve(Service42Impl.self)!, s119: r.resolve((any Service119).self)!, s158: r.resolve((any Service158).self)!) }.inObjectScope(.container)
    container.register(Service214Impl.self) { r in Service214Impl(s128: r.resolve((any Service128).self)!, s133: r.resolve(Service133Impl.self)!, s174: r.resolve(Service174Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service215).self) { r in Service215Impl(s34: r.resolve(Service34Impl.self)!, s147: r.resolve(Service147Impl.self)!, s157: r.resolve(Service157Impl.self)!) }.inObjectScope(.container)
    container.register(Service216Impl.self) { r in Service216Impl(s39: r.resolve(Service39Impl.self)!, s107: r.resolve((any Service107).self)!, s175: r.resolve(Service175Impl.self)!) }.inObjectScope(.container)
    container.register(Service217Impl.self) { r in Service217Impl(s185: r.resolve((any Service185).self)!, s194: r.resolve((any Service194).self)!, s198: r.resolve(Service198Impl.self)!) }.inObjectScope(.container)
    container.register((any Service218).self) { r in Service218Impl(s52: r.resolve(Service52Impl.self)!, s170: r.resolve((any Service170).self)!, s200: r.resolve((any Service200).self)!) }.inObjectScope(.container)
    container.register(Service219Impl.self) { r in Service219Impl(s44: r.resolve((any Service44).self)!, s163: r.resolve(Service163Impl.self)!, s190: r.resolve(Service190Impl.self)!) }.inObjectScope(.transient)
    container.register(Service220Impl.self) { r in Service220Impl(s72: r.resolve(Service72Impl.self)!, s124: r.resolve(Service124Impl.self)!, s136: r.resolve(Service136Impl.self)!) }.inObjectScope(.container)
    container.register((any Service221).self) { r in Service221Impl(s83: r.resolve((any Service83).self)!, s100: r.resolve(Service100Impl.self)!, s133: r.resolve(Service133Impl.self)!) }.inObjectScope(.container)
    container.register(Service222Impl.self) { r in Service222Impl(s35: r.resolve((any Service35).self)!, s41: r.resolve((any Service41).self)!, s112: r.resolve(Service112Impl.self)!) }.inObjectScope(.container)
    container.register(Service223Impl.self) { r in Service223Impl(s21: r.resolve(Service21Impl.self)!, s58: r.resolve(Service58Impl.self)!, s121: r.resolve(Service121Impl.self)!) }.inObjectScope(.container)
    container.register((any Service224).self) { r in Service224Impl(s31: r.resolve(Service31Impl.self)!, s35: r.resolve((any Service35).self)!, s52: r.resolve(Service52Impl.self)!) }.inObjectScope(.transient)
    container.register(Service225Impl.self) { r in Service225Impl(s25: r.resolve(Service25Impl.self)!, s148: r.resolve(Service148Impl.self)!, s205: r.resolve(Service205Impl.self)!) }.inObjectScope(.container)
    container.register(Service226Impl.self) { r in Service226Impl(s83: r.resolve((any Service83).self)!, s108: r.resolve(Service108Impl.self)!, s194: r.resolve((any Service194).self)!) }.inObjectScope(.container)
    container.register((any Service227).self) { r in Service227Impl(s26: r.resolve((any Service26).self)!, s61: r.resolve(Service61Impl.self)!, s98: r.resolve((any Service98).self)!) }.inObjectScope(.container)
    container.register(Service228Impl.self) { r in Service228Impl(s93: r.resolve(Service93Impl.self)!, s137: r.resolve((any Service137).self)!, s222: r.resolve(Service222Impl.self)!) }.inObjectScope(.container)
    container.register(Service229Impl.self) { r in Service229Impl(s71: r.resolve((any Service71).self)!, s80: r.resolve((any Service80).self)!, s215: r.resolve((any Service215).self)!) }.inObjectScope(.transient)
    container.register((any Service230).self) { r in Service230Impl(s61: r.resolve(Service61Impl.self)!, s132: r.resolve(Service132Impl.self)!, s189: r.resolve(Service189Impl.self)!) }.inObjectScope(.container)
    container.register(Service231Impl.self) { r in Service231Impl(s43: r.resolve(Service43Impl.self)!, s58: r.resolve(Service58Impl.self)!, s64: r.resolve(Service64Impl.self)!) }.inObjectScope(.container)
    container.register(Service232Impl.self) { r in Service232Impl(s21: r.resolve(Service21Impl.self)!, s31: r.resolve(Service31Impl.self)!, s72: r.resolve(Service72Impl.self)!) }.inObjectScope(.container)
    container.register((any Service233).self) { r in Service233Impl(s53: r.resolve((any Service53).self)!, s111: r.resolve(Service111Impl.self)!, s227: r.resolve((any Service227).self)!) }.inObjectScope(.container)
    container.register(Service234Impl.self) { r in Service234Impl(s37: r.resolve(Service37Impl.self)!, s195: r.resolve(Service195Impl.self)!, s232: r.resolve(Service232Impl.self)!) }.inObjectScope(.transient)
    container.register(Service235Impl.self) { r in Service235Impl(s66: r.resolve(Service66Impl.self)!, s88: r.resolve(Service88Impl.self)!, s221: r.resolve((any Service221).self)!) }.inObjectScope(.container)
    container.register((any Service236).self) { r in Service236Impl(s71: r.resolve((any Service71).self)!, s163: r.resolve(Service163Impl.self)!, s200: r.resolve((any Service200).self)!) }.inObjectScope(.container)
    container.register(Service237Impl.self) { r in Service237Impl(s0: r.resolve(Service0Impl.self)!, s9: r.resolve(Service9Impl.self)!, s145: r.resolve(Service145Impl.self)!) }.inObjectScope(.container)
    container.register(Service238Impl.self) { r in Service238Impl(s87: r.resolve(Service87Impl.self)!, s208: r.resolve(Service208Impl.self)!, s225: r.resolve(Service225Impl.self)!) }.inObjectScope(.container)
    container.register((any Service239).self) { r in Service239Impl(s96: r.resolve(Service96Impl.self)!, s133: r.resolve(Service133Impl.self)!, s172: r.resolve(Service172Impl.self)!) }.inObjectScope(.transient)
    container.register(Service240Impl.self) { r in Service240Impl(s76: r.resolve(Service76Impl.self)!, s105: r.resolve(Service105Impl.self)!, s166: r.resolve(Service166Impl.self)!) }.inObjectScope(.container)
    container.register(Service241Impl.self) { r in Service241Impl(s2: r.resolve((any Service2).self)!, s153: r.resolve(Service153Impl.self)!, s165: r.resolve(Service165Impl.self)!) }.inObjectScope(.container)
    container.register((any Service242).self) { r in Service242Impl(s180: r.resolve(Service180Impl.self)!, s202: r.resolve(Service202Impl.self)!, s231: r.resolve(Service231Impl.self)!) }.inObjectScope(.container)
    container.register(Service243Impl.self) { r in Service243Impl(s40: r.resolve(Service40Impl.self)!, s186: r.resolve(Service186Impl.self)!, s224: r.resolve((any Service224).self)!) }.inObjectScope(.container)
    container.register(Service244Impl.self) { r in Service244Impl(s34: r.resolve(Service34Impl.self)!, s95: r.resolve((any Service95).self)!, s238: r.resolve(Service238Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service245).self) { r in Service245Impl(s6: r.resolve(Service6Impl.self)!, s45: r.resolve(Service45Impl.self)!, s131: r.resolve((any Service131).self)!) }.inObjectScope(.container)
    container.register(Service246Impl.self) { r in Service246Impl(s45: r.resolve(Service45Impl.self)!, s69: r.resolve(Service69Impl.self)!, s150: r.resolve(Service150Impl.self)!) }.inObjectScope(.container)
    container.register(Service247Impl.self) { r in Service247Impl(s1: r.resolve(Service1Impl.self)!, s205: r.resolve(Service205Impl.self)!, s238: r.resolve(Service238Impl.self)!) }.inObjectScope(.container)
    container.register((any Service248).self) { r in Service248Impl(s68: r.resolve((any Service68).self)!, s196: r.resolve(Service196Impl.self)!, s217: r.resolve(Service217Impl.self)!) }.inObjectScope(.container)
    container.register(Service249Impl.self) { r in Service249Impl(s45: r.resolve(Service45Impl.self)!, s190: r.resolve(Service190Impl.self)!, s213: r.resolve(Service213Impl.self)!) }.inObjectScope(.transient)
    container.register(Service250Impl.self) { r in Service250Impl(s16: r.resolve(Service16Impl.self)!, s145: r.resolve(Service145Impl.self)!, s215: r.resolve((any Service215).self)!) }.inObjectScope(.container)
    container.register((any Service251).self) { r in Service251Impl(s46: r.resolve(Service46Impl.self)!, s116: r.resolve((any Service116).self)!, s177: r.resolve(Service177Impl.self)!) }.inObjectScope(.container)
    container.register(Service252Impl.self) { r in Service252Impl(s12: r.resolve(Service12Impl.self)!, s150: r.resolve(Service150Impl.self)!, s221: r.resolve((any Service221).self)!) }.inObjectScope(.container)
    container.register(Service253Impl.self) { r in Service253Impl(s8: r.resolve((any Service8).self)!, s29: r.resolve((any Service29).self)!, s64: r.resolve(Service64Impl.self)!) }.inObjectScope(.container)
    container.register((any Service254).self) { r in Service254Impl(s29: r.resolve((any Service29).self)!, s81: r.resolve(Service81Impl.self)!, s161: r.resolve((any Service161).self)!) }.inObjectScope(.transient)
    container.register(Service255Impl.self) { r in Service255Impl(s46: r.resolve(Service46Impl.self)!, s100: r.resolve(Service100Impl.self)!, s128: r.resolve((any Service128).self)!) }.inObjectScope(.container)
    container.register(Service256Impl.self) { r in Service256Impl(s30: r.resolve(Service30Impl.self)!, s150: r.resolve(Service150Impl.self)!, s253: r.resolve(Service253Impl.self)!) }.inObjectScope(.container)
    container.register((any Service257).self) { r in Service257Impl(s118: r.resolve(Service118Impl.self)!, s150: r.resolve(Service150Impl.self)!, s204: r.resolve(Service204Impl.self)!) }.inObjectScope(.container)
    container.register(Service258Impl.self) { r in Service258Impl(s46: r.resolve(Service46Impl.self)!, s147: r.resolve(Service147Impl.self)!, s193: r.resolve(Service193Impl.self)!) }.inObjectScope(.container)
    container.register(Service259Impl.self) { r in Service259Impl(s111: r.resolve(Service111Impl.self)!, s114: r.resolve(Service114Impl.self)!, s141: r.resolve(Service141Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service260).self) { r in Service260Impl(s115: r.resolve(Service115Impl.self)!, s163: r.resolve(Service163Impl.self)!, s194: r.resolve((any Service194).self)!) }.inObjectScope(.container)
    container.register(Service261Impl.self) { r in Service261Impl(s84: r.resolve(Service84Impl.self)!, s186: r.resolve(Service186Impl.self)!, s212: r.resolve((any Service212).self)!) }.inObjectScope(.container)
    container.register(Service262Impl.self) { r in Service262Impl(s180: r.resolve(Service180Impl.self)!, s188: r.resolve((any Service188).self)!, s250: r.resolve(Service250Impl.self)!) }.inObjectScope(.container)
    container.register((any Service263).self) { r in Service263Impl(s4: r.resolve(Service4Impl.self)!, s5: r.resolve((any Service5).self)!, s156: r.resolve(Service156Impl.self)!) }.inObjectScope(.container)
    container.register(Service264Impl.self) { r in Service264Impl(s42: r.resolve(Service42Impl.self)!, s69: r.resolve(Service69Impl.self)!, s235: r.resolve(Service235Impl.self)!) }.inObjectScope(.transient)
    container.register(Service265Impl.self) { r in Service265Impl(s88: r.resolve(Service88Impl.self)!, s120: r.resolve(Service120Impl.self)!, s150: r.resolve(Service150Impl.self)!) }.inObjectScope(.container)
    container.register((any Service266).self) { r in Service266Impl(s62: r.resolve((any Service62).self)!, s185: r.resolve((any Service185).self)!, s211: r.resolve(Service211Impl.self)!) }.inObjectScope(.container)
    container.register(Service267Impl.self) { r in Service267Impl(s65: r.resolve((any Service65).self)!, s186: r.resolve(Service186Impl.self)!, s208: r.resolve(Service208Impl.self)!) }.inObjectScope(.container)
    container.register(Service268Impl.self) { r in Service268Impl(s44: r.resolve((any Service44).self)!, s155: r.resolve((any Service155).self)!, s246: r.resolve(Service246Impl.self)!) }.inObjectScope(.container)
    container.register((any Service269).self) { r in Service269Impl(s13: r.resolve(Service13Impl.self)!, s88: r.resolve(Service88Impl.self)!, s115: r.resolve(Service115Impl.self)!) }.inObjectScope(.transient)
    container.register(Service270Impl.self) { r in Service270Impl(s78: r.resolve(Service78Impl.self)!, s84: r.resolve(Service84Impl.self)!, s202: r.resolve(Service202Impl.self)!) }.inObjectScope(.container)
    container.register(Service271Impl.self) { r in Service271Impl(s134: r.resolve((any Service134).self)!, s181: r.resolve(Service181Impl.self)!, s225: r.resolve(Service225Impl.self)!) }.inObjectScope(.container)
    container.register((any Service272).self) { r in Service272Impl(s53: r.resolve((any Service53).self)!, s182: r.resolve((any Service182).self)!, s267: r.resolve(Service267Impl.self)!) }.inObjectScope(.container)
    container.register(Service273Impl.self) { r in Service273Impl(s87: r.resolve(Service87Impl.self)!, s111: r.resolve(Service111Impl.self)!, s241: r.resolve(Service241Impl.self)!) }.inObjectScope(.container)
    container.register(Service274Impl.self) { r in Service274Impl(s115: r.resolve(Service115Impl.self)!, s120: r.resolve(Service120Impl.self)!, s182: r.resolve((any Service182).self)!) }.inObjectScope(.transient)
    container.register((any Service275).self) { r in Service275Impl(s187: r.resolve(Service187Impl.self)!, s212: r.resolve((any Service212).self)!, s268: r.resolve(Service268Impl.self)!) }.inObjectScope(.container)
    container.register(Service276Impl.self) { r in Service276Impl(s1: r.resolve(Service1Impl.self)!, s94: r.resolve(Service94Impl.self)!, s229: r.resolve(Service229Impl.self)!) }.inObjectScope(.container)
    container.register(Service277Impl.self) { r in Service277Impl(s4: r.resolve(Service4Impl.self)!, s239: r.resolve((any Service239).self)!, s260: r.resolve((any Service260).self)!) }.inObjectScope(.container)
    container.register((any Service278).self) { r in Service278Impl(s6: r.resolve(Service6Impl.self)!, s133: r.resolve(Service133Impl.self)!, s182: r.resolve((any Service182).self)!) }.inObjectScope(.container)
    container.register(Service279Impl.self) { r in Service279Impl(s43: r.resolve(Service43Impl.self)!, s86: r.resolve((any Service86).self)!, s227: r.resolve((any Service227).self)!) }.inObjectScope(.transient)
    container.register(Service280Impl.self) { r in Service280Impl(s34: r.resolve(Service34Impl.self)!, s50: r.resolve((any Service50).self)!, s132: r.resolve(Service132Impl.self)!) }.inObjectScope(.container)
    container.register((any Service281).self) { r in Service281Impl(s70: r.resolve(Service70Impl.self)!, s89: r.resolve((any Service89).self)!, s148: r.resolve(Service148Impl.self)!) }.inObjectScope(.container)
    container.register(Service282Impl.self) { r in Service282Impl(s222: r.resolve(Service222Impl.self)!, s250: r.resolve(Service250Impl.self)!, s260: r.resolve((any Service260).self)!) }.inObjectScope(.container)
    container.register(Service283Impl.self) { r in Service283Impl(s2: r.resolve((any Service2).self)!, s73: r.resolve(Service73Impl.self)!, s116: r.resolve((any Service116).self)!) }.inObjectScope(.container)
    container.register((any Service284).self) { r in Service284Impl(s60: r.resolve(Service60Impl.self)!, s215: r.resolve((any Service215).self)!, s252: r.resolve(Service252Impl.self)!) }.inObjectScope(.transient)
    container.register(Service285Impl.self) { r in Service285Impl(s133: r.resolve(Service133Impl.self)!, s191: r.resolve((any Service191).self)!, s276: r.resolve(Service276Impl.self)!) }.inObjectScope(.container)
    container.register(Service286Impl.self) { r in Service286Impl(s121: r.resolve(Service121Impl.self)!, s142: r.resolve(Service142Impl.self)!, s248: r.resolve((any Service248).self)!) }.inObjectScope(.container)
    container.register((any Service287).self) { r in Service287Impl(s45: r.resolve(Service45Impl.self)!, s155: r.resolve((any Service155).self)!, s178: r.resolve(Service178Impl.self)!) }.inObjectScope(.container)
    container.register(Service288Impl.self) { r in Service288Impl(s9: r.resolve(Service9Impl.self)!, s96: r.resolve(Service96Impl.self)!, s252: r.resolve(Service252Impl.self)!) }.inObjectScope(.container)
    container.register(Service289Impl.self) { r in Service289Impl(s147: r.resolve(Service147Impl.self)!, s155: r.resolve((any Service155).self)!, s193: r.resolve(Service193Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service290).self) { r in Service290Impl(s4: r.resolve(Service4Impl.self)!, s267: r.resolve(Service267Impl.self)!, s286: r.resolve(Service286Impl.self)!) }.inObjectScope(.container)
    container.register(Service291Impl.self) { r in Service291Impl(s105: r.resolve(Service105Impl.self)!, s123: r.resolve(Service123Impl.self)!, s226: r.resolve(Service226Impl.self)!) }.inObjectScope(.container)
    container.register(Service292Impl.self) { r in Service292Impl(s12: r.resolve(Service12Impl.self)!, s197: r.resolve((any Service197).self)!, s229: r.resolve(Service229Impl.self)!) }.inObjectScope(.container)
    container.register((any Service293).self) { r in Service293Impl(s86: r.resolve((any Service86).self)!, s101: r.resolve((any Service101).self)!, s275: r.resolve((any Service275).self)!) }.inObjectScope(.container)
    container.register(Service294Impl.self) { r in Service294Impl(s8: r.resolve((any Service8).self)!, s123: r.resolve(Service123Impl.self)!, s160: r.resolve(Service160Impl.self)!) }.inObjectScope(.transient)
    container.register(Service295Impl.self) { r in Service295Impl(s68: r.resolve((any Service68).self)!, s112: r.resolve(Service112Impl.self)!, s125: r.resolve((any Service125).self)!) }.inObjectScope(.container)
    container.register((any Service296).self) { r in Service296Impl(s89: r.resolve((any Service89).self)!, s185: r.resolve((any Service185).self)!, s280: r.resolve(Service280Impl.self)!) }.inObjectScope(.container)
    container.register(Service297Impl.self) { r in Service297Impl(s36: r.resolve(Service36Impl.self)!, s163: r.resolve(Service163Impl.self)!, s242: r.resolve((any Service242).self)!) }.inObjectScope(.container)
    container.register(Service298Impl.self) { r in Service298Impl(s105: r.resolve(Service105Impl.self)!, s194: r.resolve((any Service194).self)!, s236: r.resolve((any Service236).self)!) }.inObjectScope(.container)
    container.register((any Service299).self) { r in Service299Impl(s131: r.resolve((any Service131).self)!, s137: r.resolve((any Service137).self)!, s252: r.resolve(Service252Impl.self)!) }.inObjectScope(.transient)
    container.register(Service300Impl.self) { r in Service300Impl(s115: r.resolve(Service115Impl.self)!, s220: r.resolve(Service220Impl.self)!, s230: r.resolve((any Service230).self)!) }.inObjectScope(.container)
    container.register(Service301Impl.self) { r in Service301Impl(s9: r.resolve(Service9Impl.self)!, s79: r.resolve(Service79Impl.self)!, s119: r.resolve((any Service119).self)!) }.inObjectScope(.container)
    container.register((any Service302).self) { r in Service302Impl(s48: r.resolve(Service48Impl.self)!, s89: r.resolve((any Service89).self)!, s147: r.resolve(Service147Impl.self)!) }.inObjectScope(.container)
    container.register(Service303Impl.self) { r in Service303Impl(s120: r.resolve(Service120Impl.self)!, s235: r.resolve(Service235Impl.self)!, s276: r.resolve(Service276Impl.self)!) }.inObjectScope(.container)
    container.register(Service304Impl.self) { r in Service304Impl(s19: r.resolve(Service19Impl.self)!, s112: r.resolve(Service112Impl.self)!, s207: r.resolve(Service207Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service305).self) { r in Service305Impl(s24: r.resolve(Service24Impl.self)!, s55: r.resolve(Service55Impl.self)!, s251: r.resolve((any Service251).self)!) }.inObjectScope(.container)
    container.register(Service306Impl.self) { r in Service306Impl(s31: r.resolve(Service31Impl.self)!, s224: r.resolve((any Service224).self)!, s266: r.resolve((any Service266).self)!) }.inObjectScope(.container)
    container.register(Service307Impl.self) { r in Service307Impl(s1: r.resolve(Service1Impl.self)!, s96: r.resolve(Service96Impl.self)!, s155: r.resolve((any Service155).self)!) }.inObjectScope(.container)
    container.register((any Service308).self) { r in Service308Impl(s31: r.resolve(Service31Impl.self)!, s58: r.resolve(Service58Impl.self)!, s177: r.resolve(Service177Impl.self)!) }.inObjectScope(.container)
    container.register(Service309Impl.self) { r in Service309Impl(s42: r.resolve(Service42Impl.self)!, s98: r.resolve((any Service98).self)!, s308: r.resolve((any Service308).self)!) }.inObjectScope(.transient)
    container.register(Service310Impl.self) { r in Service310Impl(s81: r.resolve(Service81Impl.self)!, s139: r.resolve(Service139Impl.self)!, s285: r.resolve(Service285Impl.self)!) }.inObjectScope(.container)
    container.register((any Service311).self) { r in Service311Impl(s70: r.resolve(Service70Impl.self)!, s90: r.resolve(Service90Impl.self)!, s110: r.resolve((any Service110).self)!) }.inObjectScope(.container)
    container.register(Service312Impl.self) { r in Service312Impl(s72: r.resolve(Service72Impl.self)!, s96: r.resolve(Service96Impl.self)!, s246: r.resolve(Service246Impl.self)!) }.inObjectScope(.container)
    container.register(Service313Impl.self) { r in Service313Impl(s43: r.resolve(Service43Impl.self)!, s224: r.resolve((any Service224).self)!, s301: r.resolve(Service301Impl.self)!) }.inObjectScope(.container)
    container.register((any Service314).self) { r in Service314Impl(s94: r.resolve(Service94Impl.self)!, s203: r.resolve((any Service203).self)!, s226: r.resolve(Service226Impl.self)!) }.inObjectScope(.transient)
    container.register(Service315Impl.self) { r in Service315Impl(s142: r.resolve(Service142Impl.self)!, s191: r.resolve((any Service191).self)!, s296: r.resolve((any Service296).self)!) }.inObjectScope(.container)
    container.register(Service316Impl.self) { r in Service316Impl(s32: r.resolve((any Service32).self)!, s163: r.resolve(Service163Impl.self)!, s168: r.resolve(Service168Impl.self)!) }.inObjectScope(.container)
    container.register((any Service317).self) { r in Service317Impl(s52: r.resolve(Service52Impl.self)!, s240: r.resolve(Service240Impl.self)!, s272: r.resolve((any Service272).self)!) }.inObjectScope(.container)
    container.register(Service318Impl.self) { r in Service318Impl(s119: r.resolve((any Service119).self)!, s279: r.resolve(Service279Impl.self)!, s297: r.resolve(Service297Impl.self)!) }.inObjectScope(.container)
    container.register(Service319Impl.self) { r in Service319Impl(s19: r.resolve(Service19Impl.self)!, s32: r.resolve((any Service32).self)!, s234: r.resolve(Service234Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service320).self) { r in Service320Impl(s20: r.resolve((any Service20).self)!, s217: r.resolve(Service217Impl.self)!, s272: r.resolve((any Service272).self)!) }.inObjectScope(.container)
    container.register(Service321Impl.self) { r in Service321Impl(s3: r.resolve(Service3Impl.self)!, s156: r.resolve(Service156Impl.self)!, s172: r.resolve(Service172Impl.self)!) }.inObjectScope(.container)
    container.register(Service322Impl.self) { r in Service322Impl(s6: r.resolve(Service6Impl.self)!, s204: r.resolve(Service204Impl.self)!, s246: r.resolve(Service246Impl.self)!) }.inObjectScope(.container)
    container.register((any Service323).self) { r in Service323Impl(s186: r.resolve(Service186Impl.self)!, s209: r.resolve((any Service209).self)!, s252: r.resolve(Service252Impl.self)!) }.inObjectScope(.container)
    container.register(Service324Impl.self) { r in Service324Impl(s27: r.resolve(Service27Impl.self)!, s172: r.resolve(Service172Impl.self)!, s294: r.resolve(Service294Impl.self)!) }.inObjectScope(.transient)
    container.register(Service325Impl.self) { r in Service325Impl(s113: r.resolve((any Service113).self)!, s160: r.resolve(Service160Impl.self)!, s319: r.resolve(Service319Impl.self)!) }.inObjectScope(.container)
    container.register((any Service326).self) { r in Service326Impl(s233: r.resolve((any Service233).self)!, s298: r.resolve(Service298Impl.self)!, s309: r.resolve(Service309Impl.self)!) }.inObjectScope(.container)
    container.register(Service327Impl.self) { r in Service327Impl(s32: r.resolve((any Service32).self)!, s138: r.resolve(Service138Impl.self)!, s201: r.resolve(Service201Impl.self)!) }.inObjectScope(.container)
    container.register(Service328Impl.self) { r in Service328Impl(s26: r.resolve((any Service26).self)!, s234: r.resolve(Service234Impl.self)!, s256: r.resolve(Service256Impl.self)!) }.inObjectScope(.container)
    container.register((any Service329).self) { r in Service329Impl(s164: r.resolve((any Service164).self)!, s219: r.resolve(Service219Impl.self)!, s224: r.resolve((any Service224).self)!) }.inObjectScope(.transient)
    container.register(Service330Impl.self) { r in Service330Impl(s59: r.resolve((any Service59).self)!, s79: r.resolve(Service79Impl.self)!, s311: r.resolve((any Service311).self)!) }.inObjectScope(.container)
    container.register(Service331Impl.self) { r in Service331Impl(s43: r.resolve(Service43Impl.self)!, s88: r.resolve(Service88Impl.self)!, s284: r.resolve((any Service284).self)!) }.inObjectScope(.container)
    container.register((any Service332).self) { r in Service332Impl(s93: r.resolve(Service93Impl.self)!, s269: r.resolve((any Service269).self)!, s292: r.resolve(Service292Impl.self)!) }.inObjectScope(.container)
    container.register(Service333Impl.self) { r in Service333Impl(s57: r.resolve(Service57Impl.self)!, s224: r.resolve((any Service224).self)!, s268: r.resolve(Service268Impl.self)!) }.inObjectScope(.container)
    container.register(Service334Impl.self) { r in Service334Impl(s4: r.resolve(Service4Impl.self)!, s147: r.resolve(Service147Impl.self)!, s212: r.resolve((any Service212).self)!) }.inObjectScope(.transient)
    container.register((any Service335).self) { r in Service335Impl(s3: r.resolve(Service3Impl.self)!, s225: r.resolve(Service225Impl.self)!, s260: r.resolve((any Service260).self)!) }.inObjectScope(.container)
    container.register(Service336Impl.self) { r in Service336Impl(s210: r.resolve(Service210Impl.self)!, s232: r.resolve(Service232Impl.self)!, s332: r.resolve((any Service332).self)!) }.inObjectScope(.container)
    container.register(Service337Impl.self) { r in Service337Impl(s195: r.resolve(Service195Impl.self)!, s292: r.resolve(Service292Impl.self)!, s335: r.resolve((any Service335).self)!) }.inObjectScope(.container)
    container.register((any Service338).self) { r in Service338Impl(s32: r.resolve((any Service32).self)!, s64: r.resolve(Service64Impl.self)!, s251: r.resolve((any Service251).self)!) }.inObjectScope(.container)
    container.register(Service339Impl.self) { r in Service339Impl(s113: r.resolve((any Service113).self)!, s140: r.resolve((any Service140).self)!, s172: r.resolve(Service172Impl.self)!) }.inObjectScope(.transient)
    container.register(Service340Impl.self) { r in Service340Impl(s221: r.resolve((any Service221).self)!, s283: r.resolve(Service283Impl.self)!, s330: r.resolve(Service330Impl.self)!) }.inObjectScope(.container)
    container.register((any Service341).self) { r in Service341Impl(s109: r.resolve(Service109Impl.self)!, s119: r.resolve((any Service119).self)!, s339: r.resolve(Service339Impl.self)!) }.inObjectScope(.container)
    container.register(Service342Impl.self) { r in Service342Impl(s112: r.resolve(Service112Impl.self)!, s201: r.resolve(Service201Impl.self)!, s261: r.resolve(Service261Impl.self)!) }.inObjectScope(.container)
    container.register(Service343Impl.self) { r in Service343Impl(s42: r.resolve(Service42Impl.self)!, s48: r.resolve(Service48Impl.self)!, s288: r.resolve(Service288Impl.self)!) }.inObjectScope(.container)
    container.register((any Service344).self) { r in Service344Impl(s59: r.resolve((any Service59).self)!, s204: r.resolve(Service204Impl.self)!, s244: r.resolve(Service244Impl.self)!) }.inObjectScope(.transient)
    container.register(Service345Impl.self) { r in Service345Impl(s39: r.resolve(Service39Impl.self)!, s107: r.resolve((any Service107).self)!, s147: r.resolve(Service147Impl.self)!) }.inObjectScope(.container)
    container.register(Service346Impl.self) { r in Service346Impl(s188: r.resolve((any Service188).self)!, s242: r.resolve((any Service242).self)!, s323: r.resolve((any Service323).self)!) }.inObjectScope(.container)
    container.register((any Service347).self) { r in Service347Impl(s96: r.resolve(Service96Impl.self)!, s191: r.resolve((any Service191).self)!, s309: r.resolve(Service309Impl.self)!) }.inObjectScope(.container)
    container.register(Service348Impl.self) { r in Service348Impl(s67: r.resolve(Service67Impl.self)!, s101: r.resolve((any Service101).self)!, s161: r.resolve((any Service161).self)!) }.inObjectScope(.container)
    container.register(Service349Impl.self) { r in Service349Impl(s11: r.resolve((any Service11).self)!, s137: r.resolve((any Service137).self)!, s238: r.resolve(Service238Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service350).self) { r in Service350Impl(s116: r.resolve((any Service116).self)!, s117: r.resolve(Service117Impl.self)!, s292: r.resolve(Service292Impl.self)!) }.inObjectScope(.container)
    container.register(Service351Impl.self) { r in Service351Impl(s67: r.resolve(Service67Impl.self)!, s87: r.resolve(Service87Impl.self)!, s188: r.resolve((any Service188).self)!) }.inObjectScope(.container)
    container.register(Service352Impl.self) { r in Service352Impl(s32: r.resolve((any Service32).self)!, s132: r.resolve(Service132Impl.self)!, s351: r.resolve(Service351Impl.self)!) }.inObjectScope(.container)
    container.register((any Service353).self) { r in Service353Impl(s24: r.resolve(Service24Impl.self)!, s184: r.resolve(Service184Impl.self)!, s238: r.resolve(Service238Impl.self)!) }.inObjectScope(.container)
    container.register(Service354Impl.self) { r in Service354Impl(s40: r.resolve(Service40Impl.self)!, s236: r.resolve((any Service236).self)!, s317: r.resolve((any Service317).self)!) }.inObjectScope(.transient)
    container.register(Service355Impl.self) { r in Service355Impl(s136: r.resolve(Service136Impl.self)!, s214: r.resolve(Service214Impl.self)!, s335: r.resolve((any Service335).self)!) }.inObjectScope(.container)
    container.register((any Service356).self) { r in Service356Impl(s103: r.resolve(Service103Impl.self)!, s138: r.resolve(Service138Impl.self)!, s163: r.resolve(Service163Impl.self)!) }.inObjectScope(.container)
    container.register(Service357Impl.self) { r in Service357Impl(s15: r.resolve(Service15Impl.self)!, s124: r.resolve(Service124Impl.self)!, s187: r.resolve(Service187Impl.self)!) }.inObjectScope(.container)
    container.register(Service358Impl.self) { r in Service358Impl(s159: r.resolve(Service159Impl.self)!, s212: r.resolve((any Service212).self)!, s294: r.resolve(Service294Impl.self)!) }.inObjectScope(.container)
    container.register((any Service359).self) { r in Service359Impl(s79: r.resolve(Service79Impl.self)!, s205: r.resolve(Service205Impl.self)!, s337: r.resolve(Service337Impl.self)!) }.inObjectScope(.transient)
    container.register(Service360Impl.self) { r in Service360Impl(s102: r.resolve(Service102Impl.self)!, s293: r.resolve((any Service293).self)!, s322: r.resolve(Service322Impl.self)!) }.inObjectScope(.container)
    container.register(Service361Impl.self) { r in Service361Impl(s56: r.resolve((any Service56).self)!, s83: r.resolve((any Service83).self)!, s277: r.resolve(Service277Impl.self)!) }.inObjectScope(.container)
    container.register((any Service362).self) { r in Service362Impl(s117: r.resolve(Service117Impl.self)!, s140: r.resolve((any Service140).self)!, s324: r.resolve(Service324Impl.self)!) }.inObjectScope(.container)
    container.register(Service363Impl.self) { r in Service363Impl(s12: r.resolve(Service12Impl.self)!, s65: r.resolve((any Service65).self)!, s78: r.resolve(Service78Impl.self)!) }.inObjectScope(.container)
    container.register(Service364Impl.self) { r in Service364Impl(s203: r.resolve((any Service203).self)!, s318: r.resolve(Service318Impl.self)!, s325: r.resolve(Service325Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service365).self) { r in Service365Impl(s197: r.resolve((any Service197).self)!, s217: r.resolve(Service217Impl.self)!, s324: r.resolve(Service324Impl.self)!) }.inObjectScope(.container)
    container.register(Service366Impl.self) { r in Service366Impl(s50: r.resolve((any Service50).self)!, s59: r.resolve((any Service59).self)!, s301: r.resolve(Service301Impl.self)!) }.inObjectScope(.container)
    container.register(Service367Impl.self) { r in Service367Impl(s184: r.resolve(Service184Impl.self)!, s295: r.resolve(Service295Impl.self)!, s341: r.resolve((any Service341).self)!) }.inObjectScope(.container)
    container.register((any Service368).self) { r in Service368Impl(s26: r.resolve((any Service26).self)!, s83: r.resolve((any Service83).self)!, s258: r.resolve(Service258Impl.self)!) }.inObjectScope(.container)
    container.register(Service369Impl.self) { r in Service369Impl(s79: r.resolve(Service79Impl.self)!, s164: r.resolve((any Service164).self)!, s317: r.resolve((any Service317).self)!) }.inObjectScope(.transient)
    container.register(Service370Impl.self) { r in Service370Impl(s263: r.resolve((any Service263).self)!, s292: r.resolve(Service292Impl.self)!, s295: r.resolve(Service295Impl.self)!) }.inObjectScope(.container)
    container.register((any Service371).self) { r in Service371Impl(s45: r.resolve(Service45Impl.self)!, s192: r.resolve(Service192Impl.self)!, s219: r.resolve(Service219Impl.self)!) }.inObjectScope(.container)
    container.register(Service372Impl.self) { r in Service372Impl(s53: r.resolve((any Service53).self)!, s73: r.resolve(Service73Impl.self)!, s108: r.resolve(Service108Impl.self)!) }.inObjectScope(.container)
    container.register(Service373Impl.self) { r in Service373Impl(s96: r.resolve(Service96Impl.self)!, s303: r.resolve(Service303Impl.self)!, s321: r.resolve(Service321Impl.self)!) }.inObjectScope(.container)
    container.register((any Service374).self) { r in Service374Impl(s102: r.resolve(Service102Impl.self)!, s117: r.resolve(Service117Impl.self)!, s216: r.resolve(Service216Impl.self)!) }.inObjectScope(.transient)
    container.register(Service375Impl.self) { r in Service375Impl(s135: r.resolve(Service135Impl.self)!, s287: r.resolve((any Service287).self)!, s322: r.resolve(Service322Impl.self)!) }.inObjectScope(.container)
    container.register(Service376Impl.self) { r in Service376Impl(s111: r.resolve(Service111Impl.self)!, s320: r.resolve((any Service320).self)!, s344: r.resolve((any Service344).self)!) }.inObjectScope(.container)
    container.register((any Service377).self) { r in Service377Impl(s35: r.resolve((any Service35).self)!, s66: r.resolve(Service66Impl.self)!, s156: r.resolve(Service156Impl.self)!) }.inObjectScope(.container)
    container.register(Service378Impl.self) { r in Service378Impl(s131: r.resolve((any Service131).self)!, s239: r.resolve((any Service239).self)!, s372: r.resolve(Service372Impl.self)!) }.inObjectScope(.container)
    container.register(Service379Impl.self) { r in Service379Impl(s81: r.resolve(Service81Impl.self)!, s186: r.resolve(Service186Impl.self)!, s323: r.resolve((any Service323).self)!) }.inObjectScope(.transient)
    container.register((any Service380).self) { r in Service380Impl(s10: r.resolve(Service10Impl.self)!, s65: r.resolve((any Service65).self)!, s199: r.resolve(Service199Impl.self)!) }.inObjectScope(.container)
    container.register(Service381Impl.self) { r in Service381Impl(s11: r.resolve((any Service11).self)!, s131: r.resolve((any Service131).self)!, s258: r.resolve(Service258Impl.self)!) }.inObjectScope(.container)
    container.register(Service382Impl.self) { r in Service382Impl(s71: r.resolve((any Service71).self)!, s160: r.resolve(Service160Impl.self)!, s362: r.resolve((any Service362).self)!) }.inObjectScope(.container)
    container.register((any Service383).self) { r in Service383Impl(s164: r.resolve((any Service164).self)!, s241: r.resolve(Service241Impl.self)!, s317: r.resolve((any Service317).self)!) }.inObjectScope(.container)
    container.register(Service384Impl.self) { r in Service384Impl(s49: r.resolve(Service49Impl.self)!, s328: r.resolve(Service328Impl.self)!, s345: r.resolve(Service345Impl.self)!) }.inObjectScope(.transient)
    container.register(Service385Impl.self) { r in Service385Impl(s50: r.resolve((any Service50).self)!, s313: r.resolve(Service313Impl.self)!, s322: r.resolve(Service322Impl.self)!) }.inObjectScope(.container)
    container.register((any Service386).self) { r in Service386Impl(s14: r.resolve((any Service14).self)!, s129: r.resolve(Service129Impl.self)!, s335: r.resolve((any Service335).self)!) }.inObjectScope(.container)
    container.register(Service387Impl.self) { r in Service387Impl(s311: r.resolve((any Service311).self)!, s326: r.resolve((any Service326).self)!, s362: r.resolve((any Service362).self)!) }.inObjectScope(.container)
    container.register(Service388Impl.self) { r in Service388Impl(s58: r.resolve(Service58Impl.self)!, s123: r.resolve(Service123Impl.self)!, s194: r.resolve((any Service194).self)!) }.inObjectScope(.container)
    container.register((any Service389).self) { r in Service389Impl(s135: r.resolve(Service135Impl.self)!, s219: r.resolve(Service219Impl.self)!, s373: r.resolve(Service373Impl.self)!) }.inObjectScope(.transient)
    container.register(Service390Impl.self) { r in Service390Impl(s17: r.resolve((any Service17).self)!, s156: r.resolve(Service156Impl.self)!, s242: r.resolve((any Service242).self)!) }.inObjectScope(.container)
    container.register(Service391Impl.self) { r in Service391Impl(s155: r.resolve((any Service155).self)!, s304: r.resolve(Service304Impl.self)!, s339: r.resolve(Service339Impl.self)!) }.inObjectScope(.container)
    container.register((any Service392).self) { r in Service392Impl(s82: r.resolve(Service82Impl.self)!, s345: r.resolve(Service345Impl.self)!, s379: r.resolve(Service379Impl.self)!) }.inObjectScope(.container)
    container.register(Service393Impl.self) { r in Service393Impl(s92: r.resolve((any Service92).self)!, s239: r.resolve((any Service239).self)!, s377: r.resolve((any Service377).self)!) }.inObjectScope(.container)
    container.register(Service394Impl.self) { r in Service394Impl(s94: r.resolve(Service94Impl.self)!, s117: r.resolve(Service117Impl.self)!, s259: r.resolve(Service259Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service395).self) { r in Service395Impl(s174: r.resolve(Service174Impl.self)!, s286: r.resolve(Service286Impl.self)!, s329: r.resolve((any Service329).self)!) }.inObjectScope(.container)
    container.register(Service396Impl.self) { r in Service396Impl(s50: r.resolve((any Service50).self)!, s71: r.resolve((any Service71).self)!, s155: r.resolve((any Service155).self)!) }.inObjectScope(.container)
    container.register(Service397Impl.self) { r in Service397Impl(s0: r.resolve(Service0Impl.self)!, s66: r.resolve(Service66Impl.self)!, s332: r.resolve((any Service332).self)!) }.inObjectScope(.container)
    container.register((any Service398).self) { r in Service398Impl(s229: r.resolve(Service229Impl.self)!, s274: r.resolve(Service274Impl.self)!, s295: r.resolve(Service295Impl.self)!) }.inObjectScope(.container)
    container.register(Service399Impl.self) { r in Service399Impl(s45: r.resolve(Service45Impl.self)!, s160: r.resolve(Service160Impl.self)!, s378: r.resolve(Service378Impl.self)!) }.inObjectScope(.transient)
    container.register(Service400Impl.self) { r in Service400Impl(s123: r.resolve(Service123Impl.self)!, s189: r.resolve(Service189Impl.self)!, s332: r.resolve((any Service332).self)!) }.inObjectScope(.container)
    container.register((any Service401).self) { r in Service401Impl(s27: r.resolve(Service27Impl.self)!, s242: r.resolve((any Service242).self)!, s321: r.resolve(Service321Impl.self)!) }.inObjectScope(.container)
    container.register(Service402Impl.self) { r in Service402Impl(s95: r.resolve((any Service95).self)!, s103: r.resolve(Service103Impl.self)!, s357: r.resolve(Service357Impl.self)!) }.inObjectScope(.container)
    container.register(Service403Impl.self) { r in Service403Impl(s30: r.resolve(Service30Impl.self)!, s303: r.resolve(Service303Impl.self)!, s320: r.resolve((any Service320).self)!) }.inObjectScope(.container)
    container.register((any Service404).self) { r in Service404Impl(s30: r.resolve(Service30Impl.self)!, s85: r.resolve(Service85Impl.self)!, s244: r.resolve(Service244Impl.self)!) }.inObjectScope(.transient)
    container.register(Service405Impl.self) { r in Service405Impl(s77: r.resolve((any Service77).self)!, s126: r.resolve(Service126Impl.self)!, s138: r.resolve(Service138Impl.self)!) }.inObjectScope(.container)
    container.register(Service406Impl.self) { r in Service406Impl(s80: r.resolve((any Service80).self)!, s104: r.resolve((any Service104).self)!, s389: r.resolve((any Service389).self)!) }.inObjectScope(.container)
    container.register((any Service407).self) { r in Service407Impl(s72: r.resolve(Service72Impl.self)!, s99: r.resolve(Service99Impl.self)!, s312: r.resolve(Service312Impl.self)!) }.inObjectScope(.container)
    container.register(Service408Impl.self) { r in Service408Impl(s176: r.resolve((any Service176).self)!, s256: r.resolve(Service256Impl.self)!, s305: r.resolve((any Service305).self)!) }.inObjectScope(.container)
    container.register(Service409Impl.self) { r in Service409Impl(s21: r.resolve(Service21Impl.self)!, s217: r.resolve(Service217Impl.self)!, s306: r.resolve(Service306Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service410).self) { r in Service410Impl(s84: r.resolve(Service84Impl.self)!, s146: r.resolve((any Service146).self)!, s319: r.resolve(Service319Impl.self)!) }.inObjectScope(.container)
    container.register(Service411Impl.self) { r in Service411Impl(s275: r.resolve((any Service275).self)!, s293: r.resolve((any Service293).self)!, s304: r.resolve(Service304Impl.self)!) }.inObjectScope(.container)
    container.register(Service412Impl.self) { r in Service412Impl(s41: r.resolve((any Service41).self)!, s346: r.resolve(Service346Impl.self)!, s396: r.resolve(Service396Impl.self)!) }.inObjectScope(.container)
    container.register((any Service413).self) { r in Service413Impl(s1: r.resolve(Service1Impl.self)!, s194: r.resolve((any Service194).self)!, s388: r.resolve(Service388Impl.self)!) }.inObjectScope(.container)
    container.register(Service414Impl.self) { r in Service414Impl(s142: r.resolve(Service142Impl.self)!, s301: r.resolve(Service301Impl.self)!, s303: r.resolve(Service303Impl.self)!) }.inObjectScope(.transient)
    container.register(Service415Impl.self) { r in Service415Impl(s4: r.resolve(Service4Impl.self)!, s51: r.resolve(Service51Impl.self)!, s260: r.resolve((any Service260).self)!) }.inObjectScope(.container)
    container.register((any Service416).self) { r in Service416Impl(s79: r.resolve(Service79Impl.self)!, s163: r.resolve(Service163Impl.self)!, s400: r.resolve(Service400Impl.self)!) }.inObjectScope(.container)
    container.register(Service417Impl.self) { r in Service417Impl(s81: r.resolve(Service81Impl.self)!, s229: r.resolve(Service229Impl.self)!, s374: r.resolve((any Service374).self)!) }.inObjectScope(.container)
    container.register(Service418Impl.self) { r in Service418Impl(s121: r.resolve(Service121Impl.self)!, s175: r.resolve(Service175Impl.self)!, s347: r.resolve((any Service347).self)!) }.inObjectScope(.container)
    container.register((any Service419).self) { r in Service419Impl(s87: r.resolve(Service87Impl.self)!, s286: r.resolve(Service286Impl.self)!, s370: r.resolve(Service370Impl.self)!) }.inObjectScope(.transient)
    container.register(Service420Impl.self) { r in Service420Impl(s23: r.resolve((any Service23).self)!, s27: r.resolve(Service27Impl.self)!, s121: r.resolve(Service121Impl.self)!) }.inObjectScope(.container)
    container.register(Service421Impl.self) { r in Service421Impl(s120: r.resolve(Service120Impl.self)!, s232: r.resolve(Service232Impl.self)!, s401: r.resolve((any Service401).self)!) }.inObjectScope(.container)
    container.register((any Service422).self) { r in Service422Impl(s189: r.resolve(Service189Impl.self)!, s379: r.resolve(Service379Impl.self)!, s382: r.resolve(Service382Impl.self)!) }.inObjectScope(.container)
    container.register(Service423Impl.self) { r in Service423Impl(s20: r.resolve((any Service20).self)!, s36: r.resolve(Service36Impl.self)!, s322: r.resolve(Service322Impl.self)!) }.inObjectScope(.container)
    container.register(Service424Impl.self) { r in Service424Impl(s68: r.resolve((any Service68).self)!, s236: r.resolve((any Service236).self)!, s297: r.resolve(Service297Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service425).self) { r in Service425Impl(s151: r.resolve(Service151Impl.self)!, s307: r.resolve(Service307Impl.self)!, s354: r.resolve(Service354Impl.self)!) }.inObjectScope(.container)
    container.register(Service426Impl.self) { r in Service426Impl(s74: r.resolve((any Service74).self)!, s75: r.resolve(Service75Impl.self)!, s196: r.resolve(Service196Impl.self)!) }.inObjectScope(.container)
    container.register(Service427Impl.self) { r in Service427Impl(s96: r.resolve(Service96Impl.self)!, s155: r.resolve((any Service155).self)!, s174: r.resolve(Service174Impl.self)!) }.inObjectScope(.container)
    container.register((any Service428).self) { r in Service428Impl(s222: r.resolve(Service222Impl.self)!, s347: r.resolve((any Service347).self)!, s397: r.resolve(Service397Impl.self)!) }.inObjectScope(.container)
    container.register(Service429Impl.self) { r in Service429Impl(s11: r.resolve((any Service11).self)!, s66: r.resolve(Service66Impl.self)!, s77: r.resolve((any Service77).self)!) }.inObjectScope(.transient)
    container.register(Service430Impl.self) { r in Service430Impl(s213: r.resolve(Service213Impl.self)!, s417: r.resolve(Service417Impl.self)!, s423: r.resolve(Service423Impl.self)!) }.inObjectScope(.container)
    container.register((any Service431).self) { r in Service431Impl(s92: r.resolve((any Service92).self)!, s173: r.resolve((any Service173).self)!, s373: r.resolve(Service373Impl.self)!) }.inObjectScope(.container)
    container.register(Service432Impl.self) { r in Service432Impl(s233: r.resolve((any Service233).self)!, s326: r.resolve((any Service326).self)!, s375: r.resolve(Service375Impl.self)!) }.inObjectScope(.container)
    container.register(Service433Impl.self) { r in Service433Impl(s145: r.resolve(Service145Impl.self)!, s205: r.resolve(Service205Impl.self)!, s322: r.resolve(Service322Impl.self)!) }.inObjectScope(.container)
    container.register((any Service434).self) { r in Service434Impl(s163: r.resolve(Service163Impl.self)!, s237: r.resolve(Service237Impl.self)!, s295: r.resolve(Service295Impl.self)!) }.inObjectScope(.transient)
    container.register(Service435Impl.self) { r in Service435Impl(s128: r.resolve((any Service128).self)!, s134: r.resolve((any Service134).self)!, s381: r.resolve(Service381Impl.self)!) }.inObjectScope(.container)
    container.register(Service436Impl.self) { r in Service436Impl(s130: r.resolve(Service130Impl.self)!, s351: r.resolve(Service351Impl.self)!, s400: r.resolve(Service400Impl.self)!) }.inObjectScope(.container)
    container.register((any Service437).self) { r in Service437Impl(s149: r.resolve((any Service149).self)!, s186: r.resolve(Service186Impl.self)!, s191: r.resolve((any Service191).self)!) }.inObjectScope(.container)
    container.register(Service438Impl.self) { r in Service438Impl(s180: r.resolve(Service180Impl.self)!, s208: r.resolve(Service208Impl.self)!, s338: r.resolve((any Service338).self)!) }.inObjectScope(.container)
    container.register(Service439Impl.self) { r in Service439Impl(s34: r.resolve(Service34Impl.self)!, s217: r.resolve(Service217Impl.self)!, s312: r.resolve(Service312Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service440).self) { r in Service440Impl(s5: r.resolve((any Service5).self)!, s244: r.resolve(Service244Impl.self)!, s296: r.resolve((any Service296).self)!) }.inObjectScope(.container)
    container.register(Service441Impl.self) { r in Service441Impl(s85: r.resolve(Service85Impl.self)!, s106: r.resolve(Service106Impl.self)!, s315: r.resolve(Service315Impl.self)!) }.inObjectScope(.container)
    container.register(Service442Impl.self) { r in Service442Impl(s56: r.resolve((any Service56).self)!, s205: r.resolve(Service205Impl.self)!, s359: r.resolve((any Service359).self)!) }.inObjectScope(.container)
    container.register((any Service443).self) { r in Service443Impl(s10: r.resolve(Service10Impl.self)!, s21: r.resolve(Service21Impl.self)!, s207: r.resolve(Service207Impl.self)!) }.inObjectScope(.container)
    container.register(Service444Impl.self) { r in Service444Impl(s139: r.resolve(Service139Impl.self)!, s359: r.resolve((any Service359).self)!, s364: r.resolve(Service364Impl.self)!) }.inObjectScope(.transient)
    container.register(Service445Impl.self) { r in Service445Impl(s74: r.resolve((any Service74).self)!, s81: r.resolve(Service81Impl.self)!, s180: r.resolve(Service180Impl.self)!) }.inObjectScope(.container)
    container.register((any Service446).self) { r in Service446Impl(s53: r.resolve((any Service53).self)!, s196: r.resolve(Service196Impl.self)!, s264: r.resolve(Service264Impl.self)!) }.inObjectScope(.container)
    container.register(Service447Impl.self) { r in Service447Impl(s24: r.resolve(Service24Impl.self)!, s102: r.resolve(Service102Impl.self)!, s274: r.resolve(Service274Impl.self)!) }.inObjectScope(.container)
    container.register(Service448Impl.self) { r in Service448Impl(s137: r.resolve((any Service137).self)!, s249: r.resolve(Service249Impl.self)!, s343: r.resolve(Service343Impl.self)!) }.inObjectScope(.container)
    container.register((any Service449).self) { r in Service449Impl(s70: r.resolve(Service70Impl.self)!, s340: r.resolve(Service340Impl.self)!, s407: r.resolve((any Service407).self)!) }.inObjectScope(.transient)
    container.register(Service450Impl.self) { r in Service450Impl(s80: r.resolve((any Service80).self)!, s82: r.resolve(Service82Impl.self)!, s195: r.resolve(Service195Impl.self)!) }.inObjectScope(.container)
    container.register(Service451Impl.self) { r in Service451Impl(s278: r.resolve((any Service278).self)!, s352: r.resolve(Service352Impl.self)!, s450: r.resolve(Service450Impl.self)!) }.inObjectScope(.container)
    container.register((any Service452).self) { r in Service452Impl(s62: r.resolve((any Service62).self)!, s154: r.resolve(Service154Impl.self)!, s388: r.resolve(Service388Impl.self)!) }.inObjectScope(.container)
    container.register(Service453Impl.self) { r in Service453Impl(s31: r.resolve(Service31Impl.self)!, s129: r.resolve(Service129Impl.self)!, s154: r.resolve(Service154Impl.self)!) }.inObjectScope(.container)
    container.register(Service454Impl.self) { r in Service454Impl(s256: r.resolve(Service256Impl.self)!, s339: r.resolve(Service339Impl.self)!, s415: r.resolve(Service415Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service455).self) { r in Service455Impl(s43: r.resolve(Service43Impl.self)!, s126: r.resolve(Service126Impl.self)!, s299: r.resolve((any Service299).self)!) }.inObjectScope(.container)
    container.register(Service456Impl.self) { r in Service456Impl(s44: r.resolve((any Service44).self)!, s48: r.resolve(Service48Impl.self)!, s168: r.resolve(Service168Impl.self)!) }.inObjectScope(.container)
    container.register(Service457Impl.self) { r in Service457Impl(s42: r.resolve(Service42Impl.self)!, s71: r.resolve((any Service71).self)!, s164: r.resolve((any Service164).self)!) }.inObjectScope(.container)
    container.register((any Service458).self) { r in Service458Impl(s139: r.resolve(Service139Impl.self)!, s147: r.resolve(Service147Impl.self)!, s250: r.resolve(Service250Impl.self)!) }.inObjectScope(.container)
    container.register(Service459Impl.self) { r in Service459Impl(s2: r.resolve((any Service2).self)!, s130: r.resolve(Service130Impl.self)!, s222: r.resolve(Service222Impl.self)!) }.inObjectScope(.transient)
    container.register(Service460Impl.self) { r in Service460Impl(s142: r.resolve(Service142Impl.self)!, s412: r.resolve(Service412Impl.self)!, s444: r.resolve(Service444Impl.self)!) }.inObjectScope(.container)
    container.register((any Service461).self) { r in Service461Impl(s371: r.resolve((any Service371).self)!, s427: r.resolve(Service427Impl.self)!, s428: r.resolve((any Service428).self)!) }.inObjectScope(.container)
    container.register(Service462Impl.self) { r in Service462Impl(s38: r.resolve((any Service38).self)!, s134: r.resolve((any Service134).self)!, s204: r.resolve(Service204Impl.self)!) }.inObjectScope(.container)
    container.register(Service463Impl.self) { r in Service463Impl(s103: r.resolve(Service103Impl.self)!, s321: r.resolve(Service321Impl.self)!, s441: r.resolve(Service441Impl.self)!) }.inObjectScope(.container)
    container.register((any Service464).self) { r in Service464Impl(s51: r.resolve(Service51Impl.self)!, s119: r.resolve((any Service119).self)!, s306: r.resolve(Service306Impl.self)!) }.inObjectScope(.transient)
    container.register(Service465Impl.self) { r in Service465Impl(s115: r.resolve(Service115Impl.self)!, s395: r.resolve((any Service395).self)!, s422: r.resolve((any Service422).self)!) }.inObjectScope(.container)
    container.register(Service466Impl.self) { r in Service466Impl(s5: r.resolve((any Service5).self)!, s24: r.resolve(Service24Impl.self)!, s42: r.resolve(Service42Impl.self)!) }.inObjectScope(.container)
    container.register((any Service467).self) { r in Service467Impl(s81: r.resolve(Service81Impl.self)!, s350: r.resolve((any Service350).self)!, s364: r.resolve(Service364Impl.self)!) }.inObjectScope(.container)
    container.register(Service468Impl.self) { r in Service468Impl(s122: r.resolve((any Service122).self)!, s315: r.resolve(Service315Impl.self)!, s439: r.resolve(Service439Impl.self)!) }.inObjectScope(.container)
    container.register(Service469Impl.self) { r in Service469Impl(s3: r.resolve(Service3Impl.self)!, s99: r.resolve(Service99Impl.self)!, s117: r.resolve(Service117Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service470).self) { r in Service470Impl(s159: r.resolve(Service159Impl.self)!, s182: r.resolve((any Service182).self)!, s254: r.resolve((any Service254).self)!) }.inObjectScope(.container)
    container.register(Service471Impl.self) { r in Service471Impl(s12: r.resolve(Service12Impl.self)!, s68: r.resolve((any Service68).self)!, s140: r.resolve((any Service140).self)!) }.inObjectScope(.container)
    container.register(Service472Impl.self) { r in Service472Impl(s256: r.resolve(Service256Impl.self)!, s277: r.resolve(Service277Impl.self)!, s405: r.resolve(Service405Impl.self)!) }.inObjectScope(.container)
    container.register((any Service473).self) { r in Service473Impl(s44: r.resolve((any Service44).self)!, s297: r.resolve(Service297Impl.self)!, s337: r.resolve(Service337Impl.self)!) }.inObjectScope(.container)
    container.register(Service474Impl.self) { r in Service474Impl(s81: r.resolve(Service81Impl.self)!, s138: r.resolve(Service138Impl.self)!, s321: r.resolve(Service321Impl.self)!) }.inObjectScope(.transient)
    container.register(Service475Impl.self) { r in Service475Impl(s0: r.resolve(Service0Impl.self)!, s28: r.resolve(Service28Impl.self)!, s359: r.resolve((any Service359).self)!) }.inObjectScope(.container)
    container.register((any Service476).self) { r in Service476Impl(s49: r.resolve(Service49Impl.self)!, s76: r.resolve(Service76Impl.self)!, s286: r.resolve(Service286Impl.self)!) }.inObjectScope(.container)
    container.register(Service477Impl.self) { r in Service477Impl(s329: r.resolve((any Service329).self)!, s360: r.resolve(Service360Impl.self)!, s406: r.resolve(Service406Impl.self)!) }.inObjectScope(.container)
    container.register(Service478Impl.self) { r in Service478Impl(s148: r.resolve(Service148Impl.self)!, s153: r.resolve(Service153Impl.self)!, s434: r.resolve((any Service434).self)!) }.inObjectScope(.container)
    container.register((any Service479).self) { r in Service479Impl(s151: r.resolve(Service151Impl.self)!, s248: r.resolve((any Service248).self)!, s303: r.resolve(Service303Impl.self)!) }.inObjectScope(.transient)
    container.register(Service480Impl.self) { r in Service480Impl(s1: r.resolve(Service1Impl.self)!, s364: r.resolve(Service364Impl.self)!, s432: r.resolve(Service432Impl.self)!) }.inObjectScope(.container)
    container.register(Service481Impl.self) { r in Service481Impl(s299: r.resolve((any Service299).self)!, s307: r.resolve(Service307Impl.self)!, s401: r.resolve((any Service401).self)!) }.inObjectScope(.container)
    container.register((any Service482).self) { r in Service482Impl(s24: r.resolve(Service24Impl.self)!, s75: r.resolve(Service75Impl.self)!, s178: r.resolve(Service178Impl.self)!) }.inObjectScope(.container)
    container.register(Service483Impl.self) { r in Service483Impl(s247: r.resolve(Service247Impl.self)!, s331: r.resolve(Service331Impl.self)!, s342: r.resolve(Service342Impl.self)!) }.inObjectScope(.container)
    container.register(Service484Impl.self) { r in Service484Impl(s166: r.resolve(Service166Impl.self)!, s357: r.resolve(Service357Impl.self)!, s481: r.resolve(Service481Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service485).self) { r in Service485Impl(s44: r.resolve((any Service44).self)!, s118: r.resolve(Service118Impl.self)!, s464: r.resolve((any Service464).self)!) }.inObjectScope(.container)
    container.register(Service486Impl.self) { r in Service486Impl(s184: r.resolve(Service184Impl.self)!, s282: r.resolve(Service282Impl.self)!, s357: r.resolve(Service357Impl.self)!) }.inObjectScope(.container)
    container.register(Service487Impl.self) { r in Service487Impl(s344: r.resolve((any Service344).self)!, s356: r.resolve((any Service356).self)!, s446: r.resolve((any Service446).self)!) }.inObjectScope(.container)
    container.register((any Service488).self) { r in Service488Impl(s286: r.resolve(Service286Impl.self)!, s394: r.resolve(Service394Impl.self)!, s449: r.resolve((any Service449).self)!) }.inObjectScope(.container)
    container.register(Service489Impl.self) { r in Service489Impl(s70: r.resolve(Service70Impl.self)!, s260: r.resolve((any Service260).self)!, s317: r.resolve((any Service317).self)!) }.inObjectScope(.transient)
    container.register(Service490Impl.self) { r in Service490Impl(s7: r.resolve(Service7Impl.self)!, s147: r.resolve(Service147Impl.self)!, s309: r.resolve(Service309Impl.self)!) }.inObjectScope(.container)
    container.register((any Service491).self) { r in Service491Impl(s219: r.resolve(Service219Impl.self)!, s321: r.resolve(Service321Impl.self)!, s455: r.resolve((any Service455).self)!) }.inObjectScope(.container)
    container.register(Service492Impl.self) { r in Service492Impl(s28: r.resolve(Service28Impl.self)!, s439: r.resolve(Service439Impl.self)!, s445: r.resolve(Service445Impl.self)!) }.inObjectScope(.container)
    container.register(Service493Impl.self) { r in Service493Impl(s219: r.resolve(Service219Impl.self)!, s280: r.resolve(Service280Impl.self)!, s283: r.resolve(Service283Impl.self)!) }.inObjectScope(.container)
    container.register((any Service494).self) { r in Service494Impl(s184: r.resolve(Service184Impl.self)!, s250: r.resolve(Service250Impl.self)!, s409: r.resolve(Service409Impl.self)!) }.inObjectScope(.transient)
    container.register(Service495Impl.self) { r in Service495Impl(s247: r.resolve(Service247Impl.self)!, s295: r.resolve(Service295Impl.self)!, s464: r.resolve((any Service464).self)!) }.inObjectScope(.container)
    container.register(Service496Impl.self) { r in Service496Impl(s317: r.resolve((any Service317).self)!, s409: r.resolve(Service409Impl.self)!, s444: r.resolve(Service444Impl.self)!) }.inObjectScope(.container)
    container.register((any Service497).self) { r in Service497Impl(s353: r.resolve((any Service353).self)!, s360: r.resolve(Service360Impl.self)!, s367: r.resolve(Service367Impl.self)!) }.inObjectScope(.container)
    container.register(Service498Impl.self) { r in Service498Impl(s102: r.resolve(Service102Impl.self)!, s145: r.resolve(Service145Impl.self)!, s355: r.resolve(Service355Impl.self)!) }.inObjectScope(.container)
    container.register(Service499Impl.self) { r in Service499Impl(s356: r.resolve((any Service356).self)!, s458: r.resolve((any Service458).self)!, s494: r.resolve((any Service494).self)!) }.inObjectScope(.transient)
    container.register((any Service500).self) { r in Service500Impl(s238: r.resolve(Service238Impl.self)!, s291: r.resolve(Service291Impl.self)!, s480: r.resolve(Service480Impl.self)!) }.inObjectScope(.container)
    container.register(Service501Impl.self) { r in Service501Impl(s108: r.resolve(Service108Impl.self)!, s199: r.resolve(Service199Impl.self)!, s440: r.resolve((any Service440).self)!) }.inObjectScope(.container)
    container.register(Service502Impl.self) { r in Service502Impl(s116: r.resolve((any Service116).self)!, s222: r.resolve(Service222Impl.self)!, s416: r.resolve((any Service416).self)!) }.inObjectScope(.container)
    container.register((any Service503).self) { r in Service503Impl(s30: r.resolve(Service30Impl.self)!, s186: r.resolve(Service186Impl.self)!, s249: r.resolve(Service249Impl.self)!) }.inObjectScope(.container)
    container.register(Service504Impl.self) { r in Service504Impl(s48: r.resolve(Service48Impl.self)!, s196: r.resolve(Service196Impl.self)!, s484: r.resolve(Service484Impl.self)!) }.inObjectScope(.transient)
    container.register(Service505Impl.self) { r in Service505Impl(s153: r.resolve(Service153Impl.self)!, s268: r.resolve(Service268Impl.self)!, s438: r.resolve(Service438Impl.self)!) }.inObjectScope(.container)
    container.register((any Service506).self) { r in Service506Impl(s9: r.resolve(Service9Impl.self)!, s300: r.resolve(Service300Impl.self)!, s406: r.resolve(Service406Impl.self)!) }.inObjectScope(.container)
    container.register(Service507Impl.self) { r in Service507Impl(s116: r.resolve((any Service116).self)!, s203: r.resolve((any Service203).self)!, s431: r.resolve((any Service431).self)!) }.inObjectScope(.container)
    container.register(Service508Impl.self) { r in Service508Impl(s273: r.resolve(Service273Impl.self)!, s284: r.resolve((any Service284).self)!, s380: r.resolve((any Service380).self)!) }.inObjectScope(.container)
    container.register((any Service509).self) { r in Service509Impl(s143: r.resolve((any Service143).self)!, s176: r.resolve((any Service176).self)!, s242: r.resolve((any Service242).self)!) }.inObjectScope(.transient)
    container.register(Service510Impl.self) { r in Service510Impl(s60: r.resolve(Service60Impl.self)!, s139: r.resolve(Service139Impl.self)!, s487: r.resolve(Service487Impl.self)!) }.inObjectScope(.container)
    container.register(Service511Impl.self) { r in Service511Impl(s163: r.resolve(Service163Impl.self)!, s211: r.resolve(Service211Impl.self)!, s353: r.resolve((any Service353).self)!) }.inObjectScope(.container)
    container.register((any Service512).self) { r in Service512Impl(s20: r.resolve((any Service20).self)!, s112: r.resolve(Service112Impl.self)!, s118: r.resolve(Service118Impl.self)!) }.inObjectScope(.container)
    container.register(Service513Impl.self) { r in Service513Impl(s306: r.resolve(Service306Impl.self)!, s325: r.resolve(Service325Impl.self)!, s341: r.resolve((any Service341).self)!) }.inObjectScope(.container)
    container.register(Service514Impl.self) { r in Service514Impl(s132: r.resolve(Service132Impl.self)!, s145: r.resolve(Service145Impl.self)!, s301: r.resolve(Service301Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service515).self) { r in Service515Impl(s29: r.resolve((any Service29).self)!, s37: r.resolve(Service37Impl.self)!, s432: r.resolve(Service432Impl.self)!) }.inObjectScope(.container)
    container.register(Service516Impl.self) { r in Service516Impl(s168: r.resolve(Service168Impl.self)!, s300: r.resolve(Service300Impl.self)!, s351: r.resolve(Service351Impl.self)!) }.inObjectScope(.container)
    container.register(Service517Impl.self) { r in Service517Impl(s171: r.resolve(Service171Impl.self)!, s195: r.resolve(Service195Impl.self)!, s384: r.resolve(Service384Impl.self)!) }.inObjectScope(.container)
    container.register((any Service518).self) { r in Service518Impl(s75: r.resolve(Service75Impl.self)!, s467: r.resolve((any Service467).self)!, s468: r.resolve(Service468Impl.self)!) }.inObjectScope(.container)
    container.register(Service519Impl.self) { r in Service519Impl(s19: r.resolve(Service19Impl.self)!, s267: r.resolve(Service267Impl.self)!, s356: r.resolve((any Service356).self)!) }.inObjectScope(.transient)
    container.register(Service520Impl.self) { r in Service520Impl(s3: r.resolve(Service3Impl.self)!, s135: r.resolve(Service135Impl.self)!, s207: r.resolve(Service207Impl.self)!) }.inObjectScope(.container)
    container.register((any Service521).self) { r in Service521Impl(s146: r.resolve((any Service146).self)!, s212: r.resolve((any Service212).self)!, s245: r.resolve((any Service245).self)!) }.inObjectScope(.container)
    container.register(Service522Impl.self) { r in Service522Impl(s70: r.resolve(Service70Impl.self)!, s288: r.resolve(Service288Impl.self)!, s439: r.resolve(Service439Impl.self)!) }.inObjectScope(.container)
    container.register(Service523Impl.self) { r in Service523Impl(s52: r.resolve(Service52Impl.self)!, s239: r.resolve((any Service239).self)!, s443: r.resolve((any Service443).self)!) }.inObjectScope(.container)
    container.register((any Service524).self) { r in Service524Impl(s250: r.resolve(Service250Impl.self)!, s349: r.resolve(Service349Impl.self)!, s493: r.resolve(Service493Impl.self)!) }.inObjectScope(.transient)
    container.register(Service525Impl.self) { r in Service525Impl(s88: r.resolve(Service88Impl.self)!, s245: r.resolve((any Service245).self)!, s487: r.resolve(Service487Impl.self)!) }.inObjectScope(.container)
    container.register(Service526Impl.self) { r in Service526Impl(s102: r.resolve(Service102Impl.self)!, s125: r.resolve((any Service125).self)!, s361: r.resolve(Service361Impl.self)!) }.inObjectScope(.container)
    container.register((any Service527).self) { r in Service527Impl(s409: r.resolve(Service409Impl.self)!, s428: r.resolve((any Service428).self)!, s501: r.resolve(Service501Impl.self)!) }.inObjectScope(.container)
    container.register(Service528Impl.self) { r in Service528Impl(s93: r.resolve(Service93Impl.self)!, s359: r.resolve((any Service359).self)!, s465: r.resolve(Service465Impl.self)!) }.inObjectScope(.container)
    container.register(Service529Impl.self) { r in Service529Impl(s101: r.resolve((any Service101).self)!, s208: r.resolve(Service208Impl.self)!, s377: r.resolve((any Service377).self)!) }.inObjectScope(.transient)
    container.register((any Service530).self) { r in Service530Impl(s109: r.resolve(Service109Impl.self)!, s311: r.resolve((any Service311).self)!, s440: r.resolve((any Service440).self)!) }.inObjectScope(.container)
    container.register(Service531Impl.self) { r in Service531Impl(s68: r.resolve((any Service68).self)!, s154: r.resolve(Service154Impl.self)!, s183: r.resolve(Service183Impl.self)!) }.inObjectScope(.container)
    container.register(Service532Impl.self) { r in Service532Impl(s46: r.resolve(Service46Impl.self)!, s340: r.resolve(Service340Impl.self)!, s372: r.resolve(Service372Impl.self)!) }.inObjectScope(.container)
    container.register((any Service533).self) { r in Service533Impl(s33: r.resolve(Service33Impl.self)!, s301: r.resolve(Service301Impl.self)!, s511: r.resolve(Service511Impl.self)!) }.inObjectScope(.container)
    container.register(Service534Impl.self) { r in Service534Impl(s273: r.resolve(Service273Impl.self)!, s300: r.resolve(Service300Impl.self)!, s369: r.resolve(Service369Impl.self)!) }.inObjectScope(.transient)
    container.register(Service535Impl.self) { r in Service535Impl(s232: r.resolve(Service232Impl.self)!, s415: r.resolve(Service415Impl.self)!, s520: r.resolve(Service520Impl.self)!) }.inObjectScope(.container)
    container.register((any Service536).self) { r in Service536Impl(s168: r.resolve(Service168Impl.self)!, s172: r.resolve(Service172Impl.self)!, s458: r.resolve((any Service458).self)!) }.inObjectScope(.container)
    container.register(Service537Impl.self) { r in Service537Impl(s43: r.resolve(Service43Impl.self)!, s242: r.resolve((any Service242).self)!, s392: r.resolve((any Service392).self)!) }.inObjectScope(.container)
    container.register(Service538Impl.self) { r in Service538Impl(s16: r.resolve(Service16Impl.self)!, s305: r.resolve((any Service305).self)!, s435: r.resolve(Service435Impl.self)!) }.inObjectScope(.container)
    container.register((any Service539).self) { r in Service539Impl(s88: r.resolve(Service88Impl.self)!, s430: r.resolve(Service430Impl.self)!, s475: r.resolve(Service475Impl.self)!) }.inObjectScope(.transient)
    container.register(Service540Impl.self) { r in Service540Impl(s229: r.resolve(Service229Impl.self)!, s320: r.resolve((any Service320).self)!, s497: r.resolve((any Service497).self)!) }.inObjectScope(.container)
    container.register(Service541Impl.self) { r in Service541Impl(s206: r.resolve((any Service206).self)!, s488: r.resolve((any Service488).self)!, s519: r.resolve(Service519Impl.self)!) }.inObjectScope(.container)
    container.register((any Service542).self) { r in Service542Impl(s30: r.resolve(Service30Impl.self)!, s326: r.resolve((any Service326).self)!, s379: r.resolve(Service379Impl.self)!) }.inObjectScope(.container)
    container.register(Service543Impl.self) { r in Service543Impl(s115: r.resolve(Service115Impl.self)!, s434: r.resolve((any Service434).self)!, s435: r.resolve(Service435Impl.self)!) }.inObjectScope(.container)
    container.register(Service544Impl.self) { r in Service544Impl(s98: r.resolve((any Service98).self)!, s502: r.resolve(Service502Impl.self)!, s508: r.resolve(Service508Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service545).self) { r in Service545Impl(s280: r.resolve(Service280Impl.self)!, s353: r.resolve((any Service353).self)!, s480: r.resolve(Service480Impl.self)!) }.inObjectScope(.container)
    container.register(Service546Impl.self) { r in Service546Impl(s1: r.resolve(Service1Impl.self)!, s228: r.resolve(Service228Impl.self)!, s434: r.resolve((any Service434).self)!) }.inObjectScope(.container)
    container.register(Service547Impl.self) { r in Service547Impl(s122: r.resolve((any Service122).self)!, s363: r.resolve(Service363Impl.self)!, s440: r.resolve((any Service440).self)!) }.inObjectScope(.container)
    container.register((any Service548).self) { r in Service548Impl(s7: r.resolve(Service7Impl.self)!, s11: r.resolve((any Service11).self)!, s258: r.resolve(Service258Impl.self)!) }.inObjectScope(.container)
    container.register(Service549Impl.self) { r in Service549Impl(s175: r.resolve(Service175Impl.self)!, s218: r.resolve((any Service218).self)!, s496: r.resolve(Service496Impl.self)!) }.inObjectScope(.transient)
    container.register(Service550Impl.self) { r in Service550Impl(s55: r.resolve(Service55Impl.self)!, s196: r.resolve(Service196Impl.self)!, s202: r.resolve(Service202Impl.self)!) }.inObjectScope(.container)
    container.register((any Service551).self) { r in Service551Impl(s103: r.resolve(Service103Impl.self)!, s398: r.resolve((any Service398).self)!, s500: r.resolve((any Service500).self)!) }.inObjectScope(.container)
    container.register(Service552Impl.self) { r in Service552Impl(s54: r.resolve(Service54Impl.self)!, s148: r.resolve(Service148Impl.self)!, s236: r.resolve((any Service236).self)!) }.inObjectScope(.container)
    container.register(Service553Impl.self) { r in Service553Impl(s109: r.resolve(Service109Impl.self)!, s130: r.resolve(Service130Impl.self)!, s276: r.resolve(Service276Impl.self)!) }.inObjectScope(.container)
    container.register((any Service554).self) { r in Service554Impl(s6: r.resolve(Service6Impl.self)!, s461: r.resolve((any Service461).self)!, s496: r.resolve(Service496Impl.self)!) }.inObjectScope(.transient)
    container.register(Service555Impl.self) { r in Service555Impl(s163: r.resolve(Service163Impl.self)!, s382: r.resolve(Service382Impl.self)!, s534: r.resolve(Service534Impl.self)!) }.inObjectScope(.container)
    container.register(Service556Impl.self) { r in Service556Impl(s18: r.resolve(Service18Impl.self)!, s206: r.resolve((any Service206).self)!, s471: r.resolve(Service471Impl.self)!) }.inObjectScope(.container)
    container.register((any Service557).self) { r in Service557Impl(s59: r.resolve((any Service59).self)!, s225: r.resolve(Service225Impl.self)!, s275: r.resolve((any Service275).self)!) }.inObjectScope(.container)
    container.register(Service558Impl.self) { r in Service558Impl(s145: r.resolve(Service145Impl.self)!, s181: r.resolve(Service181Impl.self)!, s316: r.resolve(Service316Impl.self)!) }.inObjectScope(.container)
    container.register(Service559Impl.self) { r in Service559Impl(s126: r.resolve(Service126Impl.self)!, s153: r.resolve(Service153Impl.self)!, s272: r.resolve((any Service272).self)!) }.inObjectScope(.transient)
    container.register((any Service560).self) { r in Service560Impl(s9: r.resolve(Service9Impl.self)!, s231: r.resolve(Service231Impl.self)!, s535: r.resolve(Service535Impl.self)!) }.inObjectScope(.container)
    container.register(Service561Impl.self) { r in Service561Impl(s303: r.resolve(Service303Impl.self)!, s319: r.resolve(Service319Impl.self)!, s543: r.resolve(Service543Impl.self)!) }.inObjectScope(.container)
    container.register(Service562Impl.self) { r in Service562Impl(s112: r.resolve(Service112Impl.self)!, s143: r.resolve((any Service143).self)!, s560: r.resolve((any Service560).self)!) }.inObjectScope(.container)
    container.register((any Service563).self) { r in Service563Impl(s1: r.resolve(Service1Impl.self)!, s80: r.resolve((any Service80).self)!, s108: r.resolve(Service108Impl.self)!) }.inObjectScope(.container)
    container.register(Service564Impl.self) { r in Service564Impl(s48: r.resolve(Service48Impl.self)!, s422: r.resolve((any Service422).self)!, s463: r.resolve(Service463Impl.self)!) }.inObjectScope(.transient)
    container.register(Service565Impl.self) { r in Service565Impl(s304: r.resolve(Service304Impl.self)!, s318: r.resolve(Service318Impl.self)!, s563: r.resolve((any Service563).self)!) }.inObjectScope(.container)
    container.register((any Service566).self) { r in Service566Impl(s124: r.resolve(Service124Impl.self)!, s138: r.resolve(Service138Impl.self)!, s513: r.resolve(Service513Impl.self)!) }.inObjectScope(.container)
    container.register(Service567Impl.self) { r in Service567Impl(s181: r.resolve(Service181Impl.self)!, s215: r.resolve((any Service215).self)!, s377: r.resolve((any Service377).self)!) }.inObjectScope(.container)
    container.register(Service568Impl.self) { r in Service568Impl(s48: r.resolve(Service48Impl.self)!, s441: r.resolve(Service441Impl.self)!, s505: r.resolve(Service505Impl.self)!) }.inObjectScope(.container)
    container.register((any Service569).self) { r in Service569Impl(s233: r.resolve((any Service233).self)!, s344: r.resolve((any Service344).self)!, s557: r.resolve((any Service557).self)!) }.inObjectScope(.transient)
    container.register(Service570Impl.self) { r in Service570Impl(s92: r.resolve((any Service92).self)!, s266: r.resolve((any Service266).self)!, s319: r.resolve(Service319Impl.self)!) }.inObjectScope(.container)
    container.register(Service571Impl.self) { r in Service571Impl(s147: r.resolve(Service147Impl.self)!, s278: r.resolve((any Service278).self)!, s491: r.resolve((any Service491).self)!) }.inObjectScope(.container)
    container.register((any Service572).self) { r in Service572Impl(s276: r.resolve(Service276Impl.self)!, s497: r.resolve((any Service497).self)!, s528: r.resolve(Service528Impl.self)!) }.inObjectScope(.container)
    container.register(Service573Impl.self) { r in Service573Impl(s143: r.resolve((any Service143).self)!, s208: r.resolve(Service208Impl.self)!, s540: r.resolve(Service540Impl.self)!) }.inObjectScope(.container)
    container.register(Service574Impl.self) { r in Service574Impl(s120: r.resolve(Service120Impl.self)!, s171: r.resolve(Service171Impl.self)!, s571: r.resolve(Service571Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service575).self) { r in Service575Impl(s190: r.resolve(Service190Impl.self)!, s240: r.resolve(Service240Impl.self)!, s494: r.resolve((any Service494).self)!) }.inObjectScope(.container)
    container.register(Service576Impl.self) { r in Service576Impl(s74: r.resolve((any Service74).self)!, s552: r.resolve(Service552Impl.self)!, s569: r.resolve((any Service569).self)!) }.inObjectScope(.container)
    container.register(Service577Impl.self) { r in Service577Impl(s395: r.resolve((any Service395).self)!, s401: r.resolve((any Service401).self)!, s402: r.resolve(Service402Impl.self)!) }.inObjectScope(.container)
    container.register((any Service578).self) { r in Service578Impl(s175: r.resolve(Service175Impl.self)!, s270: r.resolve(Service270Impl.self)!, s464: r.resolve((any Service464).self)!) }.inObjectScope(.container)
    container.register(Service579Impl.self) { r in Service579Impl(s38: r.resolve((any Service38).self)!, s306: r.resolve(Service306Impl.self)!, s381: r.resolve(Service381Impl.self)!) }.inObjectScope(.transient)
    container.register(Service580Impl.self) { r in Service580Impl(s98: r.resolve((any Service98).self)!, s528: r.resolve(Service528Impl.self)!, s549: r.resolve(Service549Impl.self)!) }.inObjectScope(.container)
    container.register((any Service581).self) { r in Service581Impl(s449: r.resolve((any Service449).self)!, s533: r.resolve((any Service533).self)!, s556: r.resolve(Service556Impl.self)!) }.inObjectScope(.container)
    container.register(Service582Impl.self) { r in Service582Impl(s73: r.resolve(Service73Impl.self)!, s280: r.resolve(Service280Impl.self)!, s477: r.resolve(Service477Impl.self)!) }.inObjectScope(.container)
    container.register(Service583Impl.self) { r in Service583Impl(s118: r.resolve(Service118Impl.self)!, s492: r.resolve(Service492Impl.self)!, s572: r.resolve((any Service572).self)!) }.inObjectScope(.container)
    container.register((any Service584).self) { r in Service584Impl(s68: r.resolve((any Service68).self)!, s139: r.resolve(Service139Impl.self)!, s410: r.resolve((any Service410).self)!) }.inObjectScope(.transient)
    container.register(Service585Impl.self) { r in Service585Impl(s24: r.resolve(Service24Impl.self)!, s371: r.resolve((any Service371).self)!, s458: r.resolve((any Service458).self)!) }.inObjectScope(.container)
    container.register(Service586Impl.self) { r in Service586Impl(s73: r.resolve(Service73Impl.self)!, s155: r.resolve((any Service155).self)!, s524: r.resolve((any Service524).self)!) }.inObjectScope(.container)
    container.register((any Service587).self) { r in Service587Impl(s3: r.resolve(Service3Impl.self)!, s51: r.resolve(Service51Impl.self)!, s131: r.resolve((any Service131).self)!) }.inObjectScope(.container)
    container.register(Service588Impl.self) { r in Service588Impl(s17: r.resolve((any Service17).self)!, s52: r.resolve(Service52Impl.self)!, s489: r.resolve(Service489Impl.self)!) }.inObjectScope(.container)
    container.register(Service589Impl.self) { r in Service589Impl(s66: r.resolve(Service66Impl.self)!, s324: r.resolve(Service324Impl.self)!, s333: r.resolve(Service333Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service590).self) { r in Service590Impl(s105: r.resolve(Service105Impl.self)!, s275: r.resolve((any Service275).self)!, s292: r.resolve(Service292Impl.self)!) }.inObjectScope(.container)
    container.register(Service591Impl.self) { r in Service591Impl(s349: r.resolve(Service349Impl.self)!, s531: r.resolve(Service531Impl.self)!, s561: r.resolve(Service561Impl.self)!) }.inObjectScope(.container)
    container.register(Service592Impl.self) { r in Service592Impl(s348: r.resolve(Service348Impl.self)!, s371: r.resolve((any Service371).self)!, s460: r.resolve(Service460Impl.self)!) }.inObjectScope(.container)
    container.register((any Service593).self) { r in Service593Impl(s14: r.resolve((any Service14).self)!, s63: r.resolve(Service63Impl.self)!, s105: r.resolve(Service105Impl.self)!) }.inObjectScope(.container)
    container.register(Service594Impl.self) { r in Service594Impl(s303: r.resolve(Service303Impl.self)!, s425: r.resolve((any Service425).self)!, s515: r.resolve((any Service515).self)!) }.inObjectScope(.transient)
    container.register(Service595Impl.self) { r in Service595Impl(s141: r.resolve(Service141Impl.self)!, s340: r.resolve(Service340Impl.self)!, s458: r.resolve((any Service458).self)!) }.inObjectScope(.container)
    container.register((any Service596).self) { r in Service596Impl(s496: r.resolve(Service496Impl.self)!, s558: r.resolve(Service558Impl.self)!, s578: r.resolve((any Service578).self)!) }.inObjectScope(.container)
    container.register(Service597Impl.self) { r in Service597Impl(s31: r.resolve(Service31Impl.self)!, s57: r.resolve(Service57Impl.self)!, s537: r.resolve(Service537Impl.self)!) }.inObjectScope(.container)
    container.register(Service598Impl.self) { r in Service598Impl(s86: r.resolve((any Service86).self)!, s374: r.resolve((any Service374).self)!, s458: r.resolve((any Service458).self)!) }.inObjectScope(.container)
    container.register((any Service599).self) { r in Service599Impl(s168: r.resolve(Service168Impl.self)!, s258: r.resolve(Service258Impl.self)!, s416: r.resolve((any Service416).self)!) }.inObjectScope(.transient)
    container.register(Service600Impl.self) { r in Service600Impl(s237: r.resolve(Service237Impl.self)!, s297: r.resolve(Service297Impl.self)!, s496: r.resolve(Service496Impl.self)!) }.inObjectScope(.container)
    container.register(Service601Impl.self) { r in Service601Impl(s358: r.resolve(Service358Impl.self)!, s540: r.resolve(Service540Impl.self)!, s600: r.resolve(Service600Impl.self)!) }.inObjectScope(.container)
    container.register((any Service602).self) { r in Service602Impl(s253: r.resolve(Service253Impl.self)!, s474: r.resolve(Service474Impl.self)!, s561: r.resolve(Service561Impl.self)!) }.inObjectScope(.container)
    container.register(Service603Impl.self) { r in Service603Impl(s274: r.resolve(Service274Impl.self)!, s369: r.resolve(Service369Impl.self)!, s374: r.resolve((any Service374).self)!) }.inObjectScope(.container)
    container.register(Service604Impl.self) { r in Service604Impl(s125: r.resolve((any Service125).self)!, s152: r.resolve((any Service152).self)!, s192: r.resolve(Service192Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service605).self) { r in Service605Impl(s323: r.resolve((any Service323).self)!, s388: r.resolve(Service388Impl.self)!, s443: r.resolve((any Service443).self)!) }.inObjectScope(.container)
    container.register(Service606Impl.self) { r in Service606Impl(s50: r.resolve((any Service50).self)!, s138: r.resolve(Service138Impl.self)!, s536: r.resolve((any Service536).self)!) }.inObjectScope(.container)
    container.register(Service607Impl.self) { r in Service607Impl(s130: r.resolve(Service130Impl.self)!, s355: r.resolve(Service355Impl.self)!, s489: r.resolve(Service489Impl.self)!) }.inObjectScope(.container)
    container.register((any Service608).self) { r in Service608Impl(s25: r.resolve(Service25Impl.self)!, s263: r.resolve((any Service263).self)!, s420: r.resolve(Service420Impl.self)!) }.inObjectScope(.container)
    container.register(Service609Impl.self) { r in Service609Impl(s298: r.resolve(Service298Impl.self)!, s417: r.resolve(Service417Impl.self)!, s461: r.resolve((any Service461).self)!) }.inObjectScope(.transient)
    container.register(Service610Impl.self) { r in Service610Impl(s118: r.resolve(Service118Impl.self)!, s484: r.resolve(Service484Impl.self)!, s567: r.resolve(Service567Impl.self)!) }.inObjectScope(.container)
    container.register((any Service611).self) { r in Service611Impl(s59: r.resolve((any Service59).self)!, s73: r.resolve(Service73Impl.self)!, s453: r.resolve(Service453Impl.self)!) }.inObjectScope(.container)
    container.register(Service612Impl.self) { r in Service612Impl(s182: r.resolve((any Service182).self)!, s241: r.resolve(Service241Impl.self)!, s332: r.resolve((any Service332).self)!) }.inObjectScope(.container)
    container.register(Service613Impl.self) { r in Service613Impl(s36: r.resolve(Service36Impl.self)!, s430: r.resolve(Service430Impl.self)!, s525: r.resolve(Service525Impl.self)!) }.inObjectScope(.container)
    container.register((any Service614).self) { r in Service614Impl(s151: r.resolve(Service151Impl.self)!, s253: r.resolve(Service253Impl.self)!, s435: r.resolve(Service435Impl.self)!) }.inObjectScope(.transient)
    container.register(Service615Impl.self) { r in Service615Impl(s74: r.resolve((any Service74).self)!, s288: r.resolve(Service288Impl.self)!, s540: r.resolve(Service540Impl.self)!) }.inObjectScope(.container)
    container.register(Service616Impl.self) { r in Service616Impl(s236: r.resolve((any Service236).self)!, s239: r.resolve((any Service239).self)!, s575: r.resolve((any Service575).self)!) }.inObjectScope(.container)
    container.register((any Service617).self) { r in Service617Impl(s106: r.resolve(Service106Impl.self)!, s251: r.resolve((any Service251).self)!, s526: r.resolve(Service526Impl.self)!) }.inObjectScope(.container)
    container.register(Service618Impl.self) { r in Service618Impl(s226: r.resolve(Service226Impl.self)!, s536: r.resolve((any Service536).self)!, s551: r.resolve((any Service551).self)!) }.inObjectScope(.container)
    container.register(Service619Impl.self) { r in Service619Impl(s13: r.resolve(Service13Impl.self)!, s359: r.resolve((any Service359).self)!, s615: r.resolve(Service615Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service620).self) { r in Service620Impl(s164: r.resolve((any Service164).self)!, s246: r.resolve(Service246Impl.self)!, s248: r.resolve((any Service248).self)!) }.inObjectScope(.container)
    container.register(Service621Impl.self) { r in Service621Impl(s406: r.resolve(Service406Impl.self)!, s432: r.resolve(Service432Impl.self)!, s556: r.resolve(Service556Impl.self)!) }.inObjectScope(.container)
    container.register(Service622Impl.self) { r in Service622Impl(s14: r.resolve((any Service14).self)!, s400: r.resolve(Service400Impl.self)!, s546: r.resolve(Service546Impl.self)!) }.inObjectScope(.container)
    container.register((any Service623).self) { r in Service623Impl(s83: r.resolve((any Service83).self)!, s150: r.resolve(Service150Impl.self)!, s241: r.resolve(Service241Impl.self)!) }.inObjectScope(.container)
    container.register(Service624Impl.self) { r in Service624Impl(s36: r.resolve(Service36Impl.self)!, s85: r.resolve(Service85Impl.self)!, s330: r.resolve(Service330Impl.self)!) }.inObjectScope(.transient)
    container.register(Service625Impl.self) { r in Service625Impl(s222: r.resolve(Service222Impl.self)!, s502: r.resolve(Service502Impl.self)!, s550: r.resolve(Service550Impl.self)!) }.inObjectScope(.container)
    container.register((any Service626).self) { r in Service626Impl(s314: r.resolve((any Service314).self)!, s439: r.resolve(Service439Impl.self)!, s589: r.resolve(Service589Impl.self)!) }.inObjectScope(.container)
    container.register(Service627Impl.self) { r in Service627Impl(s192: r.resolve(Service192Impl.self)!, s426: r.resolve(Service426Impl.self)!, s526: r.resolve(Service526Impl.self)!) }.inObjectScope(.container)
    container.register(Service628Impl.self) { r in Service628Impl(s329: r.resolve((any Service329).self)!, s355: r.resolve(Service355Impl.self)!, s516: r.resolve(Service516Impl.self)!) }.inObjectScope(.container)
    container.register((any Service629).self) { r in Service629Impl(s82: r.resolve(Service82Impl.self)!, s480: r.resolve(Service480Impl.self)!, s610: r.resolve(Service610Impl.self)!) }.inObjectScope(.transient)
    container.register(Service630Impl.self) { r in Service630Impl(s289: r.resolve(Service289Impl.self)!, s369: r.resolve(Service369Impl.self)!, s391: r.resolve(Service391Impl.self)!) }.inObjectScope(.container)
    container.register(Service631Impl.self) { r in Service631Impl(s28: r.resolve(Service28Impl.self)!, s337: r.resolve(Service337Impl.self)!, s363: r.resolve(Service363Impl.self)!) }.inObjectScope(.container)
    container.register((any Service632).self) { r in Service632Impl(s3: r.resolve(Service3Impl.self)!, s198: r.resolve(Service198Impl.self)!, s425: r.resolve((any Service425).self)!) }.inObjectScope(.container)
    container.register(Service633Impl.self) { r in Service633Impl(s56: r.resolve((any Service56).self)!, s307: r.resolve(Service307Impl.self)!, s505: r.resolve(Service505Impl.self)!) }.inObjectScope(.container)
    container.register(Service634Impl.self) { r in Service634Impl(s5: r.resolve((any Service5).self)!, s12: r.resolve(Service12Impl.self)!, s355: r.resolve(Service355Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service635).self) { r in Service635Impl(s93: r.resolve(Service93Impl.self)!, s183: r.resolve(Service183Impl.self)!, s524: r.resolve((any Service524).self)!) }.inObjectScope(.container)
    container.register(Service636Impl.self) { r in Service636Impl(s57: r.resolve(Service57Impl.self)!, s187: r.resolve(Service187Impl.self)!, s455: r.resolve((any Service455).self)!) }.inObjectScope(.container)
    container.register(Service637Impl.self) { r in Service637Impl(s274: r.resolve(Service274Impl.self)!, s278: r.resolve((any Service278).self)!, s471: r.resolve(Service471Impl.self)!) }.inObjectScope(.container)
    container.register((any Service638).self) { r in Service638Impl(s224: r.resolve((any Service224).self)!, s498: r.resolve(Service498Impl.self)!, s558: r.resolve(Service558Impl.self)!) }.inObjectScope(.container)
    container.register(Service639Impl.self) { r in Service639Impl(s277: r.resolve(Service277Impl.self)!, s316: r.resolve(Service316Impl.self)!, s331: r.resolve(Service331Impl.self)!) }.inObjectScope(.transient)
    container.register(Service640Impl.self) { r in Service640Impl(s320: r.resolve((any Service320).self)!, s341: r.resolve((any Service341).self)!, s381: r.resolve(Service381Impl.self)!) }.inObjectScope(.container)
    container.register((any Service641).self) { r in Service641Impl(s138: r.resolve(Service138Impl.self)!, s139: r.resolve(Service139Impl.self)!, s463: r.resolve(Service463Impl.self)!) }.inObjectScope(.container)
    container.register(Service642Impl.self) { r in Service642Impl(s180: r.resolve(Service180Impl.self)!, s259: r.resolve(Service259Impl.self)!, s421: r.resolve(Service421Impl.self)!) }.inObjectScope(.container)
    container.register(Service643Impl.self) { r in Service643Impl(s66: r.resolve(Service66Impl.self)!, s551: r.resolve((any Service551).self)!, s612: r.resolve(Service612Impl.self)!) }.inObjectScope(.container)
    container.register((any Service644).self) { r in Service644Impl(s308: r.resolve((any Service308).self)!, s404: r.resolve((any Service404).self)!, s528: r.resolve(Service528Impl.self)!) }.inObjectScope(.transient)
    container.register(Service645Impl.self) { r in Service645Impl(s59: r.resolve((any Service59).self)!, s110: r.resolve((any Service110).self)!, s387: r.resolve(Service387Impl.self)!) }.inObjectScope(.container)
    container.register(Service646Impl.self) { r in Service646Impl(s88: r.resolve(Service88Impl.self)!, s140: r.resolve((any Service140).self)!, s276: r.resolve(Service276Impl.self)!) }.inObjectScope(.container)
    container.register((any Service647).self) { r in Service647Impl(s247: r.resolve(Service247Impl.self)!, s543: r.resolve(Service543Impl.self)!, s635: r.resolve((any Service635).self)!) }.inObjectScope(.container)
    container.register(Service648Impl.self) { r in Service648Impl(s366: r.resolve(Service366Impl.self)!, s469: r.resolve(Service469Impl.self)!, s522: r.resolve(Service522Impl.self)!) }.inObjectScope(.container)
    container.register(Service649Impl.self) { r in Service649Impl(s124: r.resolve(Service124Impl.self)!, s249: r.resolve(Service249Impl.self)!, s432: r.resolve(Service432Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service650).self) { r in Service650Impl(s34: r.resolve(Service34Impl.self)!, s470: r.resolve((any Service470).self)!, s522: r.resolve(Service522Impl.self)!) }.inObjectScope(.container)
    container.register(Service651Impl.self) { r in Service651Impl(s218: r.resolve((any Service218).self)!, s391: r.resolve(Service391Impl.self)!, s436: r.resolve(Service436Impl.self)!) }.inObjectScope(.container)
    container.register(Service652Impl.self) { r in Service652Impl(s184: r.resolve(Service184Impl.self)!, s362: r.resolve((any Service362).self)!, s533: r.resolve((any Service533).self)!) }.inObjectScope(.container)
    container.register((any Service653).self) { r in Service653Impl(s261: r.resolve(Service261Impl.self)!, s322: r.resolve(Service322Impl.self)!, s402: r.resolve(Service402Impl.self)!) }.inObjectScope(.container)
    container.register(Service654Impl.self) { r in Service654Impl(s18: r.resolve(Service18Impl.self)!, s19: r.resolve(Service19Impl.self)!, s434: r.resolve((any Service434).self)!) }.inObjectScope(.transient)
    container.register(Service655Impl.self) { r in Service655Impl(s385: r.resolve(Service385Impl.self)!, s515: r.resolve((any Service515).self)!, s584: r.resolve((any Service584).self)!) }.inObjectScope(.container)
    container.register((any Service656).self) { r in Service656Impl(s128: r.resolve((any Service128).self)!, s148: r.resolve(Service148Impl.self)!, s260: r.resolve((any Service260).self)!) }.inObjectScope(.container)
    container.register(Service657Impl.self) { r in Service657Impl(s139: r.resolve(Service139Impl.self)!, s224: r.resolve((any Service224).self)!, s532: r.resolve(Service532Impl.self)!) }.inObjectScope(.container)
    container.register(Service658Impl.self) { r in Service658Impl(s69: r.resolve(Service69Impl.self)!, s356: r.resolve((any Service356).self)!, s435: r.resolve(Service435Impl.self)!) }.inObjectScope(.container)
    container.register((any Service659).self) { r in Service659Impl(s145: r.resolve(Service145Impl.self)!, s466: r.resolve(Service466Impl.self)!, s469: r.resolve(Service469Impl.self)!) }.inObjectScope(.transient)
    container.register(Service660Impl.self) { r in Service660Impl(s280: r.resolve(Service280Impl.self)!, s361: r.resolve(Service361Impl.self)!, s511: r.resolve(Service511Impl.self)!) }.inObjectScope(.container)
    container.register(Service661Impl.self) { r in Service661Impl(s145: r.resolve(Service145Impl.self)!, s191: r.resolve((any Service191).self)!, s622: r.resolve(Service622Impl.self)!) }.inObjectScope(.container)
    container.register((any Service662).self) { r in Service662Impl(s39: r.resolve(Service39Impl.self)!, s127: r.resolve(Service127Impl.self)!, s426: r.resolve(Service426Impl.self)!) }.inObjectScope(.container)
    container.register(Service663Impl.self) { r in Service663Impl(s227: r.resolve((any Service227).self)!, s265: r.resolve(Service265Impl.self)!, s499: r.resolve(Service499Impl.self)!) }.inObjectScope(.container)
    container.register(Service664Impl.self) { r in Service664Impl(s87: r.resolve(Service87Impl.self)!, s270: r.resolve(Service270Impl.self)!, s543: r.resolve(Service543Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service665).self) { r in Service665Impl(s4: r.resolve(Service4Impl.self)!, s84: r.resolve(Service84Impl.self)!, s110: r.resolve((any Service110).self)!) }.inObjectScope(.container)
    container.register(Service666Impl.self) { r in Service666Impl(s321: r.resolve(Service321Impl.self)!, s376: r.resolve(Service376Impl.self)!, s502: r.resolve(Service502Impl.self)!) }.inObjectScope(.container)
    container.register(Service667Impl.self) { r in Service667Impl(s117: r.resolve(Service117Impl.self)!, s226: r.resolve(Service226Impl.self)!, s356: r.resolve((any Service356).self)!) }.inObjectScope(.container)
    container.register((any Service668).self) { r in Service668Impl(s171: r.resolve(Service171Impl.self)!, s189: r.resolve(Service189Impl.self)!, s267: r.resolve(Service267Impl.self)!) }.inObjectScope(.container)
    container.register(Service669Impl.self) { r in Service669Impl(s99: r.resolve(Service99Impl.self)!, s101: r.resolve((any Service101).self)!, s207: r.resolve(Service207Impl.self)!) }.inObjectScope(.transient)
    container.register(Service670Impl.self) { r in Service670Impl(s285: r.resolve(Service285Impl.self)!, s347: r.resolve((any Service347).self)!, s415: r.resolve(Service415Impl.self)!) }.inObjectScope(.container)
    container.register((any Service671).self) { r in Service671Impl(s271: r.resolve(Service271Impl.self)!, s439: r.resolve(Service439Impl.self)!, s521: r.resolve((any Service521).self)!) }.inObjectScope(.container)
    container.register(Service672Impl.self) { r in Service672Impl(s192: r.resolve(Service192Impl.self)!, s341: r.resolve((any Service341).self)!, s532: r.resolve(Service532Impl.self)!) }.inObjectScope(.container)
    container.register(Service673Impl.self) { r in Service673Impl(s26: r.resolve((any Service26).self)!, s314: r.resolve((any Service314).self)!, s559: r.resolve(Service559Impl.self)!) }.inObjectScope(.container)
    container.register((any Service674).self) { r in Service674Impl(s253: r.resolve(Service253Impl.self)!, s644: r.resolve((any Service644).self)!, s649: r.resolve(Service649Impl.self)!) }.inObjectScope(.transient)
    container.register(Service675Impl.self) { r in Service675Impl(s299: r.resolve((any Service299).self)!, s438: r.resolve(Service438Impl.self)!, s527: r.resolve((any Service527).self)!) }.inObjectScope(.container)
    container.register(Service676Impl.self) { r in Service676Impl(s329: r.resolve((any Service329).self)!, s438: r.resolve(Service438Impl.self)!, s529: r.resolve(Service529Impl.self)!) }.inObjectScope(.container)
    container.register((any Service677).self) { r in Service677Impl(s30: r.resolve(Service30Impl.self)!, s210: r.resolve(Service210Impl.self)!, s629: r.resolve((any Service629).self)!) }.inObjectScope(.container)
    container.register(Service678Impl.self) { r in Service678Impl(s12: r.resolve(Service12Impl.self)!, s91: r.resolve(Service91Impl.self)!, s204: r.resolve(Service204Impl.self)!) }.inObjectScope(.container)
    container.register(Service679Impl.self) { r in Service679Impl(s216: r.resolve(Service216Impl.self)!, s364: r.resolve(Service364Impl.self)!, s639: r.resolve(Service639Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service680).self) { r in Service680Impl(s125: r.resolve((any Service125).self)!, s441: r.resolve(Service441Impl.self)!, s651: r.resolve(Service651Impl.self)!) }.inObjectScope(.container)
    container.register(Service681Impl.self) { r in Service681Impl(s324: r.resolve(Service324Impl.self)!, s472: r.resolve(Service472Impl.self)!, s511: r.resolve(Service511Impl.self)!) }.inObjectScope(.container)
    container.register(Service682Impl.self) { r in Service682Impl(s4: r.resolve(Service4Impl.self)!, s106: r.resolve(Service106Impl.self)!, s181: r.resolve(Service181Impl.self)!) }.inObjectScope(.container)
    container.register((any Service683).self) { r in Service683Impl(s386: r.resolve((any Service386).self)!, s393: r.resolve(Service393Impl.self)!, s503: r.resolve((any Service503).self)!) }.inObjectScope(.container)
    container.register(Service684Impl.self) { r in Service684Impl(s198: r.resolve(Service198Impl.self)!, s537: r.resolve(Service537Impl.self)!, s642: r.resolve(Service642Impl.self)!) }.inObjectScope(.transient)
    container.register(Service685Impl.self) { r in Service685Impl(s17: r.resolve((any Service17).self)!, s39: r.resolve(Service39Impl.self)!, s55: r.resolve(Service55Impl.self)!) }.inObjectScope(.container)
    container.register((any Service686).self) { r in Service686Impl(s9: r.resolve(Service9Impl.self)!, s163: r.resolve(Service163Impl.self)!, s566: r.resolve((any Service566).self)!) }.inObjectScope(.container)
    container.register(Service687Impl.self) { r in Service687Impl(s539: r.resolve((any Service539).self)!, s556: r.resolve(Service556Impl.self)!, s598: r.resolve(Service598Impl.self)!) }.inObjectScope(.container)
    container.register(Service688Impl.self) { r in Service688Impl(s495: r.resolve(Service495Impl.self)!, s502: r.resolve(Service502Impl.self)!, s659: r.resolve((any Service659).self)!) }.inObjectScope(.container)
    container.register((any Service689).self) { r in Service689Impl(s43: r.resolve(Service43Impl.self)!, s119: r.resolve((any Service119).self)!, s177: r.resolve(Service177Impl.self)!) }.inObjectScope(.transient)
    container.register(Service690Impl.self) { r in Service690Impl(s282: r.resolve(Service282Impl.self)!, s377: r.resolve((any Service377).self)!, s460: r.resolve(Service460Impl.self)!) }.inObjectScope(.container)
    container.register(Service691Impl.self) { r in Service691Impl(s18: r.resolve(Service18Impl.self)!, s24: r.resolve(Service24Impl.self)!, s82: r.resolve(Service82Impl.self)!) }.inObjectScope(.container)
    container.register((any Service692).self) { r in Service692Impl(s139: r.resolve(Service139Impl.self)!, s527: r.resolve((any Service527).self)!, s551: r.resolve((any Service551).self)!) }.inObjectScope(.container)
    container.register(Service693Impl.self) { r in Service693Impl(s244: r.resolve(Service244Impl.self)!, s509: r.resolve((any Service509).self)!, s581: r.resolve((any Service581).self)!) }.inObjectScope(.container)
    container.register(Service694Impl.self) { r in Service694Impl(s173: r.resolve((any Service173).self)!, s491: r.resolve((any Service491).self)!, s638: r.resolve((any Service638).self)!) }.inObjectScope(.transient)
    container.register((any Service695).self) { r in Service695Impl(s316: r.resolve(Service316Impl.self)!, s365: r.resolve((any Service365).self)!, s529: r.resolve(Service529Impl.self)!) }.inObjectScope(.container)
    container.register(Service696Impl.self) { r in Service696Impl(s32: r.resolve((any Service32).self)!, s328: r.resolve(Service328Impl.self)!, s630: r.resolve(Service630Impl.self)!) }.inObjectScope(.container)
    container.register(Service697Impl.self) { r in Service697Impl(s10: r.resolve(Service10Impl.self)!, s125: r.resolve((any Service125).self)!, s312: r.resolve(Service312Impl.self)!) }.inObjectScope(.container)
    container.register((any Service698).self) { r in Service698Impl(s210: r.resolve(Service210Impl.self)!, s269: r.resolve((any Service269).self)!, s518: r.resolve((any Service518).self)!) }.inObjectScope(.container)
    container.register(Service699Impl.self) { r in Service699Impl(s561: r.resolve(Service561Impl.self)!, s614: r.resolve((any Service614).self)!, s649: r.resolve(Service649Impl.self)!) }.inObjectScope(.transient)
    container.register(Service700Impl.self) { r in Service700Impl(s220: r.resolve(Service220Impl.self)!, s672: r.resolve(Service672Impl.self)!, s680: r.resolve((any Service680).self)!) }.inObjectScope(.container)
    container.register((any Service701).self) { r in Service701Impl(s151: r.resolve(Service151Impl.self)!, s416: r.resolve((any Service416).self)!, s658: r.resolve(Service658Impl.self)!) }.inObjectScope(.container)
    container.register(Service702Impl.self) { r in Service702Impl(s24: r.resolve(Service24Impl.self)!, s250: r.resolve(Service250Impl.self)!, s420: r.resolve(Service420Impl.self)!) }.inObjectScope(.container)
    container.register(Service703Impl.self) { r in Service703Impl(s119: r.resolve((any Service119).self)!, s140: r.resolve((any Service140).self)!, s553: r.resolve(Service553Impl.self)!) }.inObjectScope(.container)
    container.register((any Service704).self) { r in Service704Impl(s4: r.resolve(Service4Impl.self)!, s432: r.resolve(Service432Impl.self)!, s535: r.resolve(Service535Impl.self)!) }.inObjectScope(.transient)
    container.register(Service705Impl.self) { r in Service705Impl(s13: r.resolve(Service13Impl.self)!, s341: r.resolve((any Service341).self)!, s561: r.resolve(Service561Impl.self)!) }.inObjectScope(.container)
    container.register(Service706Impl.self) { r in Service706Impl(s43: r.resolve(Service43Impl.self)!, s58: r.resolve(Service58Impl.self)!, s433: r.resolve(Service433Impl.self)!) }.inObjectScope(.container)
    container.register((any Service707).self) { r in Service707Impl(s79: r.resolve(Service79Impl.self)!, s325: r.resolve(Service325Impl.self)!, s352: r.resolve(Service352Impl.self)!) }.inObjectScope(.container)
    container.register(Service708Impl.self) { r in Service708Impl(s182: r.resolve((any Service182).self)!, s389: r.resolve((any Service389).self)!, s482: r.resolve((any Service482).self)!) }.inObjectScope(.container)
    container.register(Service709Impl.self) { r in Service709Impl(s142: r.resolve(Service142Impl.self)!, s586: r.resolve(Service586Impl.self)!, s647: r.resolve((any Service647).self)!) }.inObjectScope(.transient)
    container.register((any Service710).self) { r in Service710Impl(s16: r.resolve(Service16Impl.self)!, s76: r.resolve(Service76Impl.self)!, s677: r.resolve((any Service677).self)!) }.inObjectScope(.container)
    container.register(Service711Impl.self) { r in Service711Impl(s282: r.resolve(Service282Impl.self)!, s341: r.resolve((any Service341).self)!, s630: r.resolve(Service630Impl.self)!) }.inObjectScope(.container)
    container.register(Service712Impl.self) { r in Service712Impl(s466: r.resolve(Service466Impl.self)!, s471: r.resolve(Service471Impl.self)!, s669: r.resolve(Service669Impl.self)!) }.inObjectScope(.container)
    container.register((any Service713).self) { r in Service713Impl(s132: r.resolve(Service132Impl.self)!, s218: r.resolve((any Service218).self)!, s684: r.resolve(Service684Impl.self)!) }.inObjectScope(.container)
    container.register(Service714Impl.self) { r in Service714Impl(s78: r.resolve(Service78Impl.self)!, s367: r.resolve(Service367Impl.self)!, s444: r.resolve(Service444Impl.self)!) }.inObjectScope(.transient)
    container.register(Service715Impl.self) { r in Service715Impl(s365: r.resolve((any Service365).self)!, s405: r.resolve(Service405Impl.self)!, s612: r.resolve(Service612Impl.self)!) }.inObjectScope(.container)
    container.register((any Service716).self) { r in Service716Impl(s0: r.resolve(Service0Impl.self)!, s480: r.resolve(Service480Impl.self)!, s517: r.resolve(Service517Impl.self)!) }.inObjectScope(.container)
    container.register(Service717Impl.self) { r in Service717Impl(s83: r.resolve((any Service83).self)!, s131: r.resolve((any Service131).self)!, s611: r.resolve((any Service611).self)!) }.inObjectScope(.container)
    container.register(Service718Impl.self) { r in Service718Impl(s565: r.resolve(Service565Impl.self)!, s603: r.resolve(Service603Impl.self)!, s712: r.resolve(Service712Impl.self)!) }.inObjectScope(.container)
    container.register((any Service719).self) { r in Service719Impl(s344: r.resolve((any Service344).self)!, s374: r.resolve((any Service374).self)!, s666: r.resolve(Service666Impl.self)!) }.inObjectScope(.transient)
    container.register(Service720Impl.self) { r in Service720Impl(s578: r.resolve((any Service578).self)!, s596: r.resolve((any Service596).self)!, s693: r.resolve(Service693Impl.self)!) }.inObjectScope(.container)
    container.register(Service721Impl.self) { r in Service721Impl(s172: r.resolve(Service172Impl.self)!, s409: r.resolve(Service409Impl.self)!, s627: r.resolve(Service627Impl.self)!) }.inObjectScope(.container)
    container.register((any Service722).self) { r in Service722Impl(s28: r.resolve(Service28Impl.self)!, s499: r.resolve(Service499Impl.self)!, s681: r.resolve(Service681Impl.self)!) }.inObjectScope(.container)
    container.register(Service723Impl.self) { r in Service723Impl(s208: r.resolve(Service208Impl.self)!, s455: r.resolve((any Service455).self)!, s658: r.resolve(Service658Impl.self)!) }.inObjectScope(.container)
    container.register(Service724Impl.self) { r in Service724Impl(s278: r.resolve((any Service278).self)!, s498: r.resolve(Service498Impl.self)!, s533: r.resolve((any Service533).self)!) }.inObjectScope(.transient)
    container.register((any Service725).self) { r in Service725Impl(s42: r.resolve(Service42Impl.self)!, s80: r.resolve((any Service80).self)!, s594: r.resolve(Service594Impl.self)!) }.inObjectScope(.container)
    container.register(Service726Impl.self) { r in Service726Impl(s122: r.resolve((any Service122).self)!, s401: r.resolve((any Service401).self)!, s638: r.resolve((any Service638).self)!) }.inObjectScope(.container)
    container.register(Service727Impl.self) { r in Service727Impl(s111: r.resolve(Service111Impl.self)!, s201: r.resolve(Service201Impl.self)!, s397: r.resolve(Service397Impl.self)!) }.inObjectScope(.container)
    container.register((any Service728).self) { r in Service728Impl(s141: r.resolve(Service141Impl.self)!, s545: r.resolve((any Service545).self)!, s660: r.resolve(Service660Impl.self)!) }.inObjectScope(.container)
    container.register(Service729Impl.self) { r in Service729Impl(s231: r.resolve(Service231Impl.self)!, s447: r.resolve(Service447Impl.self)!, s557: r.resolve((any Service557).self)!) }.inObjectScope(.transient)
    container.register(Service730Impl.self) { r in Service730Impl(s118: r.resolve(Service118Impl.self)!, s457: r.resolve(Service457Impl.self)!, s645: r.resolve(Service645Impl.self)!) }.inObjectScope(.container)
    container.register((any Service731).self) { r in Service731Impl(s483: r.resolve(Service483Impl.self)!, s488: r.resolve((any Service488).self)!, s572: r.resolve((any Service572).self)!) }.inObjectScope(.container)
    container.register(Service732Impl.self) { r in Service732Impl(s125: r.resolve((any Service125).self)!, s325: r.resolve(Service325Impl.self)!, s420: r.resolve(Service420Impl.self)!) }.inObjectScope(.container)
    container.register(Service733Impl.self) { r in Service733Impl(s80: r.resolve((any Service80).self)!, s110: r.resolve((any Service110).self)!, s206: r.resolve((any Service206).self)!) }.inObjectScope(.container)
    container.register((any Service734).self) { r in Service734Impl(s366: r.resolve(Service366Impl.self)!, s424: r.resolve(Service424Impl.self)!, s700: r.resolve(Service700Impl.self)!) }.inObjectScope(.transient)
    container.register(Service735Impl.self) { r in Service735Impl(s43: r.resolve(Service43Impl.self)!, s397: r.resolve(Service397Impl.self)!, s528: r.resolve(Service528Impl.self)!) }.inObjectScope(.container)
    container.register(Service736Impl.self) { r in Service736Impl(s113: r.resolve((any Service113).self)!, s565: r.resolve(Service565Impl.self)!, s730: r.resolve(Service730Impl.self)!) }.inObjectScope(.container)
    container.register((any Service737).self) { r in Service737Impl(s366: r.resolve(Service366Impl.self)!, s455: r.resolve((any Service455).self)!, s580: r.resolve(Service580Impl.self)!) }.inObjectScope(.container)
    container.register(Service738Impl.self) { r in Service738Impl(s44: r.resolve((any Service44).self)!, s184: r.resolve(Service184Impl.self)!, s260: r.resolve((any Service260).self)!) }.inObjectScope(.container)
    container.register(Service739Impl.self) { r in Service739Impl(s7: r.resolve(Service7Impl.self)!, s250: r.resolve(Service250Impl.self)!, s530: r.resolve((any Service530).self)!) }.inObjectScope(.transient)
    container.register((any Service740).self) { r in Service740Impl(s155: r.resolve((any Service155).self)!, s251: r.resolve((any Service251).self)!, s712: r.resolve(Service712Impl.self)!) }.inObjectScope(.container)
    container.register(Service741Impl.self) { r in Service741Impl(s445: r.resolve(Service445Impl.self)!, s511: r.resolve(Service511Impl.self)!, s520: r.resolve(Service520Impl.self)!) }.inObjectScope(.container)
    container.register(Service742Impl.self) { r in Service742Impl(s31: r.resolve(Service31Impl.self)!, s352: r.resolve(Service352Impl.self)!, s395: r.resolve((any Service395).self)!) }.inObjectScope(.container)
    container.register((any Service743).self) { r in Service743Impl(s165: r.resolve(Service165Impl.self)!, s277: r.resolve(Service277Impl.self)!, s344: r.resolve((any Service344).self)!) }.inObjectScope(.container)
    container.register(Service744Impl.self) { r in Service744Impl(s164: r.resolve((any Service164).self)!, s538: r.resolve(Service538Impl.self)!, s689: r.resolve((any Service689).self)!) }.inObjectScope(.transient)
    container.register(Service745Impl.self) { r in Service745Impl(s157: r.resolve(Service157Impl.self)!, s506: r.resolve((any Service506).self)!, s596: r.resolve((any Service596).self)!) }.inObjectScope(.container)
    container.register((any Service746).self) { r in Service746Impl(s276: r.resolve(Service276Impl.self)!, s504: r.resolve(Service504Impl.self)!, s552: r.resolve(Service552Impl.self)!) }.inObjectScope(.container)
    container.register(Service747Impl.self) { r in Service747Impl(s57: r.resolve(Service57Impl.self)!, s453: r.resolve(Service453Impl.self)!, s723: r.resolve(Service723Impl.self)!) }.inObjectScope(.container)
    container.register(Service748Impl.self) { r in Service748Impl(s231: r.resolve(Service231Impl.self)!, s642: r.resolve(Service642Impl.self)!, s742: r.resolve(Service742Impl.self)!) }.inObjectScope(.container)
    container.register((any Service749).self) { r in Service749Impl(s633: r.resolve(Service633Impl.self)!, s673: r.resolve(Service673Impl.self)!, s682: r.resolve(Service682Impl.self)!) }.inObjectScope(.transient)
    container.register(Service750Impl.self) { r in Service750Impl(s302: r.resolve((any Service302).self)!, s341: r.resolve((any Service341).self)!, s620: r.resolve((any Service620).self)!) }.inObjectScope(.container)
    container.register(Service751Impl.self) { r in Service751Impl(s357: r.resolve(Service357Impl.self)!, s455: r.resolve((any Service455).self)!, s665: r.resolve((any Service665).self)!) }.inObjectScope(.container)
    container.register((any Service752).self) { r in Service752Impl(s270: r.resolve(Service270Impl.self)!, s598: r.resolve(Service598Impl.self)!, s702: r.resolve(Service702Impl.self)!) }.inObjectScope(.container)
    container.register(Service753Impl.self) { r in Service753Impl(s210: r.resolve(Service210Impl.self)!, s315: r.resolve(Service315Impl.self)!, s461: r.resolve((any Service461).self)!) }.inObjectScope(.container)
    container.register(Service754Impl.self) { r in Service754Impl(s31: r.resolve(Service31Impl.self)!, s500: r.resolve((any Service500).self)!, s706: r.resolve(Service706Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service755).self) { r in Service755Impl(s19: r.resolve(Service19Impl.self)!, s275: r.resolve((any Service275).self)!, s743: r.resolve((any Service743).self)!) }.inObjectScope(.container)
    container.register(Service756Impl.self) { r in Service756Impl(s50: r.resolve((any Service50).self)!, s218: r.resolve((any Service218).self)!, s633: r.resolve(Service633Impl.self)!) }.inObjectScope(.container)
    container.register(Service757Impl.self) { r in Service757Impl(s97: r.resolve(Service97Impl.self)!, s343: r.resolve(Service343Impl.self)!, s401: r.resolve((any Service401).self)!) }.inObjectScope(.container)
    container.register((any Service758).self) { r in Service758Impl(s510: r.resolve(Service510Impl.self)!, s733: r.resolve(Service733Impl.self)!, s752: r.resolve((any Service752).self)!) }.inObjectScope(.container)
    container.register(Service759Impl.self) { r in Service759Impl(s80: r.resolve((any Service80).self)!, s264: r.resolve(Service264Impl.self)!, s417: r.resolve(Service417Impl.self)!) }.inObjectScope(.transient)
    container.register(Service760Impl.self) { r in Service760Impl(s28: r.resolve(Service28Impl.self)!, s270: r.resolve(Service270Impl.self)!, s665: r.resolve((any Service665).self)!) }.inObjectScope(.container)
    container.register((any Service761).self) { r in Service761Impl(s290: r.resolve((any Service290).self)!, s356: r.resolve((any Service356).self)!, s523: r.resolve(Service523Impl.self)!) }.inObjectScope(.container)
    container.register(Service762Impl.self) { r in Service762Impl(s120: r.resolve(Service120Impl.self)!, s657: r.resolve(Service657Impl.self)!, s663: r.resolve(Service663Impl.self)!) }.inObjectScope(.container)
    container.register(Service763Impl.self) { r in Service763Impl(s65: r.resolve((any Service65).self)!, s658: r.resolve(Service658Impl.self)!, s668: r.resolve((any Service668).self)!) }.inObjectScope(.container)
    container.register((any Service764).self) { r in Service764Impl(s78: r.resolve(Service78Impl.self)!, s306: r.resolve(Service306Impl.self)!, s487: r.resolve(Service487Impl.self)!) }.inObjectScope(.transient)
    container.register(Service765Impl.self) { r in Service765Impl(s278: r.resolve((any Service278).self)!, s289: r.resolve(Service289Impl.self)!, s532: r.resolve(Service532Impl.self)!) }.inObjectScope(.container)
    container.register(Service766Impl.self) { r in Service766Impl(s67: r.resolve(Service67Impl.self)!, s216: r.resolve(Service216Impl.self)!, s565: r.resolve(Service565Impl.self)!) }.inObjectScope(.container)
    container.register((any Service767).self) { r in Service767Impl(s191: r.resolve((any Service191).self)!, s507: r.resolve(Service507Impl.self)!, s702: r.resolve(Service702Impl.self)!) }.inObjectScope(.container)
    container.register(Service768Impl.self) { r in Service768Impl(s232: r.resolve(Service232Impl.self)!, s675: r.resolve(Service675Impl.self)!, s744: r.resolve(Service744Impl.self)!) }.inObjectScope(.container)
    container.register(Service769Impl.self) { r in Service769Impl(s129: r.resolve(Service129Impl.self)!, s296: r.resolve((any Service296).self)!, s629: r.resolve((any Service629).self)!) }.inObjectScope(.transient)
    container.register((any Service770).self) { r in Service770Impl(s126: r.resolve(Service126Impl.self)!, s512: r.resolve((any Service512).self)!, s669: r.resolve(Service669Impl.self)!) }.inObjectScope(.container)
    container.register(Service771Impl.self) { r in Service771Impl(s88: r.resolve(Service88Impl.self)!, s436: r.resolve(Service436Impl.self)!, s745: r.resolve(Service745Impl.self)!) }.inObjectScope(.container)
    container.register(Service772Impl.self) { r in Service772Impl(s300: r.resolve(Service300Impl.self)!, s666: r.resolve(Service666Impl.self)!, s738: r.resolve(Service738Impl.self)!) }.inObjectScope(.container)
    container.register((any Service773).self) { r in Service773Impl(s229: r.resolve(Service229Impl.self)!, s276: r.resolve(Service276Impl.self)!, s352: r.resolve(Service352Impl.self)!) }.inObjectScope(.container)
    container.register(Service774Impl.self) { r in Service774Impl(s294: r.resolve(Service294Impl.self)!, s541: r.resolve(Service541Impl.self)!, s735: r.resolve(Service735Impl.self)!) }.inObjectScope(.transient)
    container.register(Service775Impl.self) { r in Service775Impl(s609: r.resolve(Service609Impl.self)!, s650: r.resolve((any Service650).self)!, s701: r.resolve((any Service701).self)!) }.inObjectScope(.container)
    container.register((any Service776).self) { r in Service776Impl(s37: r.resolve(Service37Impl.self)!, s53: r.resolve((any Service53).self)!, s697: r.resolve(Service697Impl.self)!) }.inObjectScope(.container)
    container.register(Service777Impl.self) { r in Service777Impl(s120: r.resolve(Service120Impl.self)!, s134: r.resolve((any Service134).self)!, s207: r.resolve(Service207Impl.self)!) }.inObjectScope(.container)
    container.register(Service778Impl.self) { r in Service778Impl(s87: r.resolve(Service87Impl.self)!, s397: r.resolve(Service397Impl.self)!, s547: r.resolve(Service547Impl.self)!) }.inObjectScope(.container)
    container.register((any Service779).self) { r in Service779Impl(s32: r.resolve((any Service32).self)!, s34: r.resolve(Service34Impl.self)!, s742: r.resolve(Service742Impl.self)!) }.inObjectScope(.transient)
    container.register(Service780Impl.self) { r in Service780Impl(s133: r.resolve(Service133Impl.self)!, s472: r.resolve(Service472Impl.self)!, s627: r.resolve(Service627Impl.self)!) }.inObjectScope(.container)
    container.register(Service781Impl.self) { r in Service781Impl(s68: r.resolve((any Service68).self)!, s300: r.resolve(Service300Impl.self)!, s678: r.resolve(Service678Impl.self)!) }.inObjectScope(.container)
    container.register((any Service782).self) { r in Service782Impl(s74: r.resolve((any Service74).self)!, s186: r.resolve(Service186Impl.self)!, s336: r.resolve(Service336Impl.self)!) }.inObjectScope(.container)
    container.register(Service783Impl.self) { r in Service783Impl(s281: r.resolve((any Service281).self)!, s625: r.resolve(Service625Impl.self)!, s681: r.resolve(Service681Impl.self)!) }.inObjectScope(.container)
    container.register(Service784Impl.self) { r in Service784Impl(s144: r.resolve(Service144Impl.self)!, s264: r.resolve(Service264Impl.self)!, s470: r.resolve((any Service470).self)!) }.inObjectScope(.transient)
    container.register((any Service785).self) { r in Service785Impl(s49: r.resolve(Service49Impl.self)!, s615: r.resolve(Service615Impl.self)!, s688: r.resolve(Service688Impl.self)!) }.inObjectScope(.container)
    container.register(Service786Impl.self) { r in Service786Impl(s537: r.resolve(Service537Impl.self)!, s669: r.resolve(Service669Impl.self)!, s745: r.resolve(Service745Impl.self)!) }.inObjectScope(.container)
    container.register(Service787Impl.self) { r in Service787Impl(s140: r.resolve((any Service140).self)!, s557: r.resolve((any Service557).self)!, s601: r.resolve(Service601Impl.self)!) }.inObjectScope(.container)
    container.register((any Service788).self) { r in Service788Impl(s469: r.resolve(Service469Impl.self)!, s471: r.resolve(Service471Impl.self)!, s779: r.resolve((any Service779).self)!) }.inObjectScope(.container)
    container.register(Service789Impl.self) { r in Service789Impl(s131: r.resolve((any Service131).self)!, s356: r.resolve((any Service356).self)!, s477: r.resolve(Service477Impl.self)!) }.inObjectScope(.transient)
    container.register(Service790Impl.self) { r in Service790Impl(s172: r.resolve(Service172Impl.self)!, s526: r.resolve(Service526Impl.self)!, s643: r.resolve(Service643Impl.self)!) }.inObjectScope(.container)
    container.register((any Service791).self) { r in Service791Impl(s507: r.resolve(Service507Impl.self)!, s593: r.resolve((any Service593).self)!, s648: r.resolve(Service648Impl.self)!) }.inObjectScope(.container)
    container.register(Service792Impl.self) { r in Service792Impl(s11: r.resolve((any Service11).self)!, s562: r.resolve(Service562Impl.self)!, s721: r.resolve(Service721Impl.self)!) }.inObjectScope(.container)
    container.register(Service793Impl.self) { r in Service793Impl(s144: r.resolve(Service144Impl.self)!, s184: r.resolve(Service184Impl.self)!, s452: r.resolve((any Service452).self)!) }.inObjectScope(.container)
    container.register((any Service794).self) { r in Service794Impl(s252: r.resolve(Service252Impl.self)!, s488: r.resolve((any Service488).self)!, s619: r.resolve(Service619Impl.self)!) }.inObjectScope(.transient)
    container.register(Service795Impl.self) { r in Service795Impl(s472: r.resolve(Service472Impl.self)!, s487: r.resolve(Service487Impl.self)!, s737: r.resolve((any Service737).self)!) }.inObjectScope(.container)
    container.register(Service796Impl.self) { r in Service796Impl(s313: r.resolve(Service313Impl.self)!, s538: r.resolve(Service538Impl.self)!, s702: r.resolve(Service702Impl.self)!) }.inObjectScope(.container)
    container.register((any Service797).self) { r in Service797Impl(s48: r.resolve(Service48Impl.self)!, s377: r.resolve((any Service377).self)!, s562: r.resolve(Service562Impl.self)!) }.inObjectScope(.container)
    container.register(Service798Impl.self) { r in Service798Impl(s268: r.resolve(Service268Impl.self)!, s640: r.resolve(Service640Impl.self)!, s720: r.resolve(Service720Impl.self)!) }.inObjectScope(.container)
    container.register(Service799Impl.self) { r in Service799Impl(s442: r.resolve(Service442Impl.self)!, s600: r.resolve(Service600Impl.self)!, s611: r.resolve((any Service611).self)!) }.inObjectScope(.transient)
    container.register((any Service800).self) { r in Service800Impl(s107: r.resolve((any Service107).self)!, s238: r.resolve(Service238Impl.self)!, s696: r.resolve(Service696Impl.self)!) }.inObjectScope(.container)
    container.register(Service801Impl.self) { r in Service801Impl(s109: r.resolve(Service109Impl.self)!, s323: r.resolve((any Service323).self)!, s635: r.resolve((any Service635).self)!) }.inObjectScope(.container)
    container.register(Service802Impl.self) { r in Service802Impl(s77: r.resolve((any Service77).self)!, s396: r.resolve(Service396Impl.self)!, s793: r.resolve(Service793Impl.self)!) }.inObjectScope(.container)
    container.register((any Service803).self) { r in Service803Impl(s511: r.resolve(Service511Impl.self)!, s574: r.resolve(Service574Impl.self)!, s604: r.resolve(Service604Impl.self)!) }.inObjectScope(.container)
    container.register(Service804Impl.self) { r in Service804Impl(s288: r.resolve(Service288Impl.self)!, s445: r.resolve(Service445Impl.self)!, s653: r.resolve((any Service653).self)!) }.inObjectScope(.transient)
    container.register(Service805Impl.self) { r in Service805Impl(s240: r.resolve(Service240Impl.self)!, s369: r.resolve(Service369Impl.self)!, s673: r.resolve(Service673Impl.self)!) }.inObjectScope(.container)
    container.register((any Service806).self) { r in Service806Impl(s175: r.resolve(Service175Impl.self)!, s470: r.resolve((any Service470).self)!, s600: r.resolve(Service600Impl.self)!) }.inObjectScope(.container)
    container.register(Service807Impl.self) { r in Service807Impl(s652: r.resolve(Service652Impl.self)!, s687: r.resolve(Service687Impl.self)!, s733: r.resolve(Service733Impl.self)!) }.inObjectScope(.container)
    container.register(Service808Impl.self) { r in Service808Impl(s6: r.resolve(Service6Impl.self)!, s260: r.resolve((any Service260).self)!, s596: r.resolve((any Service596).self)!) }.inObjectScope(.container)
    container.register((any Service809).self) { r in Service809Impl(s340: r.resolve(Service340Impl.self)!, s344: r.resolve((any Service344).self)!, s790: r.resolve(Service790Impl.self)!) }.inObjectScope(.transient)
    container.register(Service810Impl.self) { r in Service810Impl(s7: r.resolve(Service7Impl.self)!, s511: r.resolve(Service511Impl.self)!, s698: r.resolve((any Service698).self)!) }.inObjectScope(.container)
    container.register(Service811Impl.self) { r in Service811Impl(s69: r.resolve(Service69Impl.self)!, s280: r.resolve(Service280Impl.self)!, s458: r.resolve((any Service458).self)!) }.inObjectScope(.container)
    container.register((any Service812).self) { r in Service812Impl(s21: r.resolve(Service21Impl.self)!, s383: r.resolve((any Service383).self)!, s666: r.resolve(Service666Impl.self)!) }.inObjectScope(.container)
    container.register(Service813Impl.self) { r in Service813Impl(s9: r.resolve(Service9Impl.self)!, s381: r.resolve(Service381Impl.self)!, s780: r.resolve(Service780Impl.self)!) }.inObjectScope(.container)
    container.register(Service814Impl.self) { r in Service814Impl(s374: r.resolve((any Service374).self)!, s416: r.resolve((any Service416).self)!, s596: r.resolve((any Service596).self)!) }.inObjectScope(.transient)
    container.register((any Service815).self) { r in Service815Impl(s536: r.resolve((any Service536).self)!, s617: r.resolve((any Service617).self)!, s720: r.resolve(Service720Impl.self)!) }.inObjectScope(.container)
    container.register(Service816Impl.self) { r in Service816Impl(s216: r.resolve(Service216Impl.self)!, s612: r.resolve(Service612Impl.self)!, s732: r.resolve(Service732Impl.self)!) }.inObjectScope(.container)
    container.register(Service817Impl.self) { r in Service817Impl(s51: r.resolve(Service51Impl.self)!, s111: r.resolve(Service111Impl.self)!, s340: r.resolve(Service340Impl.self)!) }.inObjectScope(.container)
    container.register((any Service818).self) { r in Service818Impl(s242: r.resolve((any Service242).self)!, s441: r.resolve(Service441Impl.self)!, s660: r.resolve(Service660Impl.self)!) }.inObjectScope(.container)
    container.register(Service819Impl.self) { r in Service819Impl(s146: r.resolve((any Service146).self)!, s440: r.resolve((any Service440).self)!, s745: r.resolve(Service745Impl.self)!) }.inObjectScope(.transient)
    container.register(Service820Impl.self) { r in Service820Impl(s264: r.resolve(Service264Impl.self)!, s386: r.resolve((any Service386).self)!, s488: r.resolve((any Service488).self)!) }.inObjectScope(.container)
    container.register((any Service821).self) { r in Service821Impl(s153: r.resolve(Service153Impl.self)!, s239: r.resolve((any Service239).self)!, s541: r.resolve(Service541Impl.self)!) }.inObjectScope(.container)
    container.register(Service822Impl.self) { r in Service822Impl(s47: r.resolve((any Service47).self)!, s212: r.resolve((any Service212).self)!, s438: r.resolve(Service438Impl.self)!) }.inObjectScope(.container)
    container.register(Service823Impl.self) { r in Service823Impl(s231: r.resolve(Service231Impl.self)!, s615: r.resolve(Service615Impl.self)!, s711: r.resolve(Service711Impl.self)!) }.inObjectScope(.container)
    container.register((any Service824).self) { r in Service824Impl(s40: r.resolve(Service40Impl.self)!, s406: r.resolve(Service406Impl.self)!, s508: r.resolve(Service508Impl.self)!) }.inObjectScope(.transient)
    container.register(Service825Impl.self) { r in Service825Impl(s194: r.resolve((any Service194).self)!, s343: r.resolve(Service343Impl.self)!, s779: r.resolve((any Service779).self)!) }.inObjectScope(.container)
    container.register(Service826Impl.self) { r in Service826Impl(s79: r.resolve(Service79Impl.self)!, s86: r.resolve((any Service86).self)!, s611: r.resolve((any Service611).self)!) }.inObjectScope(.container)
    container.register((any Service827).self) { r in Service827Impl(s258: r.resolve(Service258Impl.self)!, s535: r.resolve(Service535Impl.self)!, s617: r.resolve((any Service617).self)!) }.inObjectScope(.container)
    container.register(Service828Impl.self) { r in Service828Impl(s469: r.resolve(Service469Impl.self)!, s525: r.resolve(Service525Impl.self)!, s763: r.resolve(Service763Impl.self)!) }.inObjectScope(.container)
    container.register(Service829Impl.self) { r in Service829Impl(s33: r.resolve(Service33Impl.self)!, s228: r.resolve(Service228Impl.self)!, s746: r.resolve((any Service746).self)!) }.inObjectScope(.transient)
    container.register((any Service830).self) { r in Service830Impl(s165: r.resolve(Service165Impl.self)!, s620: r.resolve((any Service620).self)!, s821: r.resolve((any Service821).self)!) }.inObjectScope(.container)
    container.register(Service831Impl.self) { r in Service831Impl(s300: r.resolve(Service300Impl.self)!, s471: r.resolve(Service471Impl.self)!, s593: r.resolve((any Service593).self)!) }.inObjectScope(.container)
    container.register(Service832Impl.self) { r in Service832Impl(s243: r.resolve(Service243Impl.self)!, s267: r.resolve(Service267Impl.self)!, s376: r.resolve(Service376Impl.self)!) }.inObjectScope(.container)
    container.register((any Service833).self) { r in Service833Impl(s167: r.resolve((any Service167).self)!, s595: r.resolve(Service595Impl.self)!, s668: r.resolve((any Service668).self)!) }.inObjectScope(.container)
    container.register(Service834Impl.self) { r in Service834Impl(s584: r.resolve((any Service584).self)!, s749: r.resolve((any Service749).self)!, s758: r.resolve((any Service758).self)!) }.inObjectScope(.transient)
    container.register(Service835Impl.self) { r in Service835Impl(s128: r.resolve((any Service128).self)!, s376: r.resolve(Service376Impl.self)!, s804: r.resolve(Service804Impl.self)!) }.inObjectScope(.container)
    container.register((any Service836).self) { r in Service836Impl(s121: r.resolve(Service121Impl.self)!, s320: r.resolve((any Service320).self)!, s738: r.resolve(Service738Impl.self)!) }.inObjectScope(.container)
    container.register(Service837Impl.self) { r in Service837Impl(s151: r.resolve(Service151Impl.self)!, s292: r.resolve(Service292Impl.self)!, s736: r.resolve(Service736Impl.self)!) }.inObjectScope(.container)
    container.register(Service838Impl.self) { r in Service838Impl(s70: r.resolve(Service70Impl.self)!, s241: r.resolve(Service241Impl.self)!, s277: r.resolve(Service277Impl.self)!) }.inObjectScope(.container)
    container.register((any Service839).self) { r in Service839Impl(s124: r.resolve(Service124Impl.self)!, s295: r.resolve(Service295Impl.self)!, s797: r.resolve((any Service797).self)!) }.inObjectScope(.transient)
    container.register(Service840Impl.self) { r in Service840Impl(s105: r.resolve(Service105Impl.self)!, s420: r.resolve(Service420Impl.self)!, s710: r.resolve((any Service710).self)!) }.inObjectScope(.container)
    container.register(Service841Impl.self) { r in Service841Impl(s552: r.resolve(Service552Impl.self)!, s680: r.resolve((any Service680).self)!, s789: r.resolve(Service789Impl.self)!) }.inObjectScope(.container)
    container.register((any Service842).self) { r in Service842Impl(s154: r.resolve(Service154Impl.self)!, s312: r.resolve(Service312Impl.self)!, s518: r.resolve((any Service518).self)!) }.inObjectScope(.container)
    container.register(Service843Impl.self) { r in Service843Impl(s545: r.resolve((any Service545).self)!, s676: r.resolve(Service676Impl.self)!, s831: r.resolve(Service831Impl.self)!) }.inObjectScope(.container)
    container.register(Service844Impl.self) { r in Service844Impl(s158: r.resolve((any Service158).self)!, s354: r.resolve(Service354Impl.self)!, s830: r.resolve((any Service830).self)!) }.inObjectScope(.transient)
    container.register((any Service845).self) { r in Service845Impl(s232: r.resolve(Service232Impl.self)!, s587: r.resolve((any Service587).self)!, s697: r.resolve(Service697Impl.self)!) }.inObjectScope(.container)
    container.register(Service846Impl.self) { r in Service846Impl(s666: r.resolve(Service666Impl.self)!, s699: r.resolve(Service699Impl.self)!, s707: r.resolve((any Service707).self)!) }.inObjectScope(.container)
    container.register(Service847Impl.self) { r in Service847Impl(s214: r.resolve(Service214Impl.self)!, s432: r.resolve(Service432Impl.self)!, s470: r.resolve((any Service470).self)!) }.inObjectScope(.container)
    container.register((any Service848).self) { r in Service848Impl(s48: r.resolve(Service48Impl.self)!, s170: r.resolve((any Service170).self)!, s391: r.resolve(Service391Impl.self)!) }.inObjectScope(.container)
    container.register(Service849Impl.self) { r in Service849Impl(s6: r.resolve(Service6Impl.self)!, s507: r.resolve(Service507Impl.self)!, s536: r.resolve((any Service536).self)!) }.inObjectScope(.transient)
    container.register(Service850Impl.self) { r in Service850Impl(s144: r.resolve(Service144Impl.self)!, s690: r.resolve(Service690Impl.self)!, s740: r.resolve((any Service740).self)!) }.inObjectScope(.container)
    container.register((any Service851).self) { r in Service851Impl(s357: r.resolve(Service357Impl.self)!, s367: r.resolve(Service367Impl.self)!, s582: r.resolve(Service582Impl.self)!) }.inObjectScope(.container)
    container.register(Service852Impl.self) { r in Service852Impl(s384: r.resolve(Service384Impl.self)!, s754: r.resolve(Service754Impl.self)!, s778: r.resolve(Service778Impl.self)!) }.inObjectScope(.container)
    container.register(Service853Impl.self) { r in Service853Impl(s168: r.resolve(Service168Impl.self)!, s178: r.resolve(Service178Impl.self)!, s756: r.resolve(Service756Impl.self)!) }.inObjectScope(.container)
    container.register((any Service854).self) { r in Service854Impl(s231: r.resolve(Service231Impl.self)!, s263: r.resolve((any Service263).self)!, s715: r.resolve(Service715Impl.self)!) }.inObjectScope(.transient)
    container.register(Service855Impl.self) { r in Service855Impl(s395: r.resolve((any Service395).self)!, s460: r.resolve(Service460Impl.self)!, s593: r.resolve((any Service593).self)!) }.inObjectScope(.container)
    container.register(Service856Impl.self) { r in Service856Impl(s197: r.resolve((any Service197).self)!, s492: r.resolve(Service492Impl.self)!, s791: r.resolve((any Service791).self)!) }.inObjectScope(.container)
    container.register((any Service857).self) { r in Service857Impl(s153: r.resolve(Service153Impl.self)!, s584: r.resolve((any Service584).self)!, s702: r.resolve(Service702Impl.self)!) }.inObjectScope(.container)
    container.register(Service858Impl.self) { r in Service858Impl(s316: r.resolve(Service316Impl.self)!, s597: r.resolve(Service597Impl.self)!, s842: r.resolve((any Service842).self)!) }.inObjectScope(.container)
    container.register(Service859Impl.self) { r in Service859Impl(s381: r.resolve(Service381Impl.self)!, s404: r.resolve((any Service404).self)!, s838: r.resolve(Service838Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service860).self) { r in Service860Impl(s466: r.resolve(Service466Impl.self)!, s527: r.resolve((any Service527).self)!, s809: r.resolve((any Service809).self)!) }.inObjectScope(.container)
    container.register(Service861Impl.self) { r in Service861Impl(s9: r.resolve(Service9Impl.self)!, s481: r.resolve(Service481Impl.self)!, s709: r.resolve(Service709Impl.self)!) }.inObjectScope(.container)
    container.register(Service862Impl.self) { r in Service862Impl(s495: r.resolve(Service495Impl.self)!, s692: r.resolve((any Service692).self)!, s833: r.resolve((any Service833).self)!) }.inObjectScope(.container)
    container.register((any Service863).self) { r in Service863Impl(s84: r.resolve(Service84Impl.self)!, s263: r.resolve((any Service263).self)!, s770: r.resolve((any Service770).self)!) }.inObjectScope(.container)
    container.register(Service864Impl.self) { r in Service864Impl(s166: r.resolve(Service166Impl.self)!, s218: r.resolve((any Service218).self)!, s838: r.resolve(Service838Impl.self)!) }.inObjectScope(.transient)
    container.register(Service865Impl.self) { r in Service865Impl(s42: r.resolve(Service42Impl.self)!, s64: r.resolve(Service64Impl.self)!, s855: r.resolve(Service855Impl.self)!) }.inObjectScope(.container)
    container.register((any Service866).self) { r in Service866Impl(s271: r.resolve(Service271Impl.self)!, s778: r.resolve(Service778Impl.self)!, s824: r.resolve((any Service824).self)!) }.inObjectScope(.container)
    container.register(Service867Impl.self) { r in Service867Impl(s293: r.resolve((any Service293).self)!, s452: r.resolve((any Service452).self)!, s741: r.resolve(Service741Impl.self)!) }.inObjectScope(.container)
    container.register(Service868Impl.self) { r in Service868Impl(s571: r.resolve(Service571Impl.self)!, s649: r.resolve(Service649Impl.self)!, s779: r.resolve((any Service779).self)!) }.inObjectScope(.container)
    container.register((any Service869).self) { r in Service869Impl(s413: r.resolve((any Service413).self)!, s722: r.resolve((any Service722).self)!, s756: r.resolve(Service756Impl.self)!) }.inObjectScope(.transient)
    container.register(Service870Impl.self) { r in Service870Impl(s350: r.resolve((any Service350).self)!, s422: r.resolve((any Service422).self)!, s615: r.resolve(Service615Impl.self)!) }.inObjectScope(.container)
    container.register(Service871Impl.self) { r in Service871Impl(s294: r.resolve(Service294Impl.self)!, s482: r.resolve((any Service482).self)!, s542: r.resolve((any Service542).self)!) }.inObjectScope(.container)
    container.register((any Service872).self) { r in Service872Impl(s7: r.resolve(Service7Impl.self)!, s251: r.resolve((any Service251).self)!, s601: r.resolve(Service601Impl.self)!) }.inObjectScope(.container)
    container.register(Service873Impl.self) { r in Service873Impl(s93: r.resolve(Service93Impl.self)!, s192: r.resolve(Service192Impl.self)!, s654: r.resolve(Service654Impl.self)!) }.inObjectScope(.container)
    container.register(Service874Impl.self) { r in Service874Impl(s350: r.resolve((any Service350).self)!, s383: r.resolve((any Service383).self)!, s811: r.resolve(Service811Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service875).self) { r in Service875Impl(s346: r.resolve(Service346Impl.self)!, s735: r.resolve(Service735Impl.self)!, s810: r.resolve(Service810Impl.self)!) }.inObjectScope(.container)
    container.register(Service876Impl.self) { r in Service876Impl(s120: r.resolve(Service120Impl.self)!, s287: r.resolve((any Service287).self)!, s419: r.resolve((any Service419).self)!) }.inObjectScope(.container)
    container.register(Service877Impl.self) { r in Service877Impl(s11: r.resolve((any Service11).self)!, s458: r.resolve((any Service458).self)!, s785: r.resolve((any Service785).self)!) }.inObjectScope(.container)
    container.register((any Service878).self) { r in Service878Impl(s434: r.resolve((any Service434).self)!, s506: r.resolve((any Service506).self)!, s858: r.resolve(Service858Impl.self)!) }.inObjectScope(.container)
    container.register(Service879Impl.self) { r in Service879Impl(s126: r.resolve(Service126Impl.self)!, s590: r.resolve((any Service590).self)!, s673: r.resolve(Service673Impl.self)!) }.inObjectScope(.transient)
    container.register(Service880Impl.self) { r in Service880Impl(s241: r.resolve(Service241Impl.self)!, s497: r.resolve((any Service497).self)!, s613: r.resolve(Service613Impl.self)!) }.inObjectScope(.container)
    container.register((any Service881).self) { r in Service881Impl(s119: r.resolve((any Service119).self)!, s211: r.resolve(Service211Impl.self)!, s407: r.resolve((any Service407).self)!) }.inObjectScope(.container)
    container.register(Service882Impl.self) { r in Service882Impl(s280: r.resolve(Service280Impl.self)!, s440: r.resolve((any Service440).self)!, s549: r.resolve(Service549Impl.self)!) }.inObjectScope(.container)
    container.register(Service883Impl.self) { r in Service883Impl(s243: r.resolve(Service243Impl.self)!, s427: r.resolve(Service427Impl.self)!, s491: r.resolve((any Service491).self)!) }.inObjectScope(.container)
    container.register((any Service884).self) { r in Service884Impl(s109: r.resolve(Service109Impl.self)!, s237: r.resolve(Service237Impl.self)!, s635: r.resolve((any Service635).self)!) }.inObjectScope(.transient)
    container.register(Service885Impl.self) { r in Service885Impl(s17: r.resolve((any Service17).self)!, s273: r.resolve(Service273Impl.self)!, s276: r.resolve(Service276Impl.self)!) }.inObjectScope(.container)
    container.register(Service886Impl.self) { r in Service886Impl(s210: r.resolve(Service210Impl.self)!, s761: r.resolve((any Service761).self)!, s852: r.resolve(Service852Impl.self)!) }.inObjectScope(.container)
    container.register((any Service887).self) { r in Service887Impl(s89: r.resolve((any Service89).self)!, s188: r.resolve((any Service188).self)!, s365: r.resolve((any Service365).self)!) }.inObjectScope(.container)
    container.register(Service888Impl.self) { r in Service888Impl(s270: r.resolve(Service270Impl.self)!, s440: r.resolve((any Service440).self)!, s535: r.resolve(Service535Impl.self)!) }.inObjectScope(.container)
    container.register(Service889Impl.self) { r in Service889Impl(s430: r.resolve(Service430Impl.self)!, s625: r.resolve(Service625Impl.self)!, s648: r.resolve(Service648Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service890).self) { r in Service890Impl(s332: r.resolve((any Service332).self)!, s554: r.resolve((any Service554).self)!, s572: r.resolve((any Service572).self)!) }.inObjectScope(.container)
    container.register(Service891Impl.self) { r in Service891Impl(s366: r.resolve(Service366Impl.self)!, s696: r.resolve(Service696Impl.self)!, s837: r.resolve(Service837Impl.self)!) }.inObjectScope(.container)
    container.register(Service892Impl.self) { r in Service892Impl(s224: r.resolve((any Service224).self)!, s309: r.resolve(Service309Impl.self)!, s792: r.resolve(Service792Impl.self)!) }.inObjectScope(.container)
    container.register((any Service893).self) { r in Service893Impl(s32: r.resolve((any Service32).self)!, s635: r.resolve((any Service635).self)!, s886: r.resolve(Service886Impl.self)!) }.inObjectScope(.container)
    container.register(Service894Impl.self) { r in Service894Impl(s492: r.resolve(Service492Impl.self)!, s662: r.resolve((any Service662).self)!, s715: r.resolve(Service715Impl.self)!) }.inObjectScope(.transient)
    container.register(Service895Impl.self) { r in Service895Impl(s133: r.resolve(Service133Impl.self)!, s220: r.resolve(Service220Impl.self)!, s632: r.resolve((any Service632).self)!) }.inObjectScope(.container)
    container.register((any Service896).self) { r in Service896Impl(s415: r.resolve(Service415Impl.self)!, s775: r.resolve(Service775Impl.self)!, s869: r.resolve((any Service869).self)!) }.inObjectScope(.container)
    container.register(Service897Impl.self) { r in Service897Impl(s189: r.resolve(Service189Impl.self)!, s322: r.resolve(Service322Impl.self)!, s403: r.resolve(Service403Impl.self)!) }.inObjectScope(.container)
    container.register(Service898Impl.self) { r in Service898Impl(s553: r.resolve(Service553Impl.self)!, s594: r.resolve(Service594Impl.self)!, s725: r.resolve((any Service725).self)!) }.inObjectScope(.container)
    container.register((any Service899).self) { r in Service899Impl(s114: r.resolve(Service114Impl.self)!, s764: r.resolve((any Service764).self)!, s796: r.resolve(Service796Impl.self)!) }.inObjectScope(.transient)
    container.register(Service900Impl.self) { r in Service900Impl(s649: r.resolve(Service649Impl.self)!, s690: r.resolve(Service690Impl.self)!, s805: r.resolve(Service805Impl.self)!) }.inObjectScope(.container)
    container.register(Service901Impl.self) { r in Service901Impl(s76: r.resolve(Service76Impl.self)!, s420: r.resolve(Service420Impl.self)!, s755: r.resolve((any Service755).self)!) }.inObjectScope(.container)
    container.register((any Service902).self) { r in Service902Impl(s81: r.resolve(Service81Impl.self)!, s94: r.resolve(Service94Impl.self)!, s158: r.resolve((any Service158).self)!) }.inObjectScope(.container)
    container.register(Service903Impl.self) { r in Service903Impl(s270: r.resolve(Service270Impl.self)!, s475: r.resolve(Service475Impl.self)!, s733: r.resolve(Service733Impl.self)!) }.inObjectScope(.container)
    container.register(Service904Impl.self) { r in Service904Impl(s383: r.resolve((any Service383).self)!, s592: r.resolve(Service592Impl.self)!, s749: r.resolve((any Service749).self)!) }.inObjectScope(.transient)
    container.register((any Service905).self) { r in Service905Impl(s406: r.resolve(Service406Impl.self)!, s526: r.resolve(Service526Impl.self)!, s663: r.resolve(Service663Impl.self)!) }.inObjectScope(.container)
    container.register(Service906Impl.self) { r in Service906Impl(s352: r.resolve(Service352Impl.self)!, s689: r.resolve((any Service689).self)!, s725: r.resolve((any Service725).self)!) }.inObjectScope(.container)
    container.register(Service907Impl.self) { r in Service907Impl(s576: r.resolve(Service576Impl.self)!, s651: r.resolve(Service651Impl.self)!, s904: r.resolve(Service904Impl.self)!) }.inObjectScope(.container)
    container.register((any Service908).self) { r in Service908Impl(s215: r.resolve((any Service215).self)!, s689: r.resolve((any Service689).self)!, s789: r.resolve(Service789Impl.self)!) }.inObjectScope(.container)
    container.register(Service909Impl.self) { r in Service909Impl(s177: r.resolve(Service177Impl.self)!, s297: r.resolve(Service297Impl.self)!, s669: r.resolve(Service669Impl.self)!) }.inObjectScope(.transient)
    container.register(Service910Impl.self) { r in Service910Impl(s213: r.resolve(Service213Impl.self)!, s376: r.resolve(Service376Impl.self)!, s501: r.resolve(Service501Impl.self)!) }.inObjectScope(.container)
    container.register((any Service911).self) { r in Service911Impl(s63: r.resolve(Service63Impl.self)!, s454: r.resolve(Service454Impl.self)!, s585: r.resolve(Service585Impl.self)!) }.inObjectScope(.container)
    container.register(Service912Impl.self) { r in Service912Impl(s279: r.resolve(Service279Impl.self)!, s449: r.resolve((any Service449).self)!, s795: r.resolve(Service795Impl.self)!) }.inObjectScope(.container)
    container.register(Service913Impl.self) { r in Service913Impl(s59: r.resolve((any Service59).self)!, s78: r.resolve(Service78Impl.self)!, s799: r.resolve(Service799Impl.self)!) }.inObjectScope(.container)
    container.register((any Service914).self) { r in Service914Impl(s53: r.resolve((any Service53).self)!, s276: r.resolve(Service276Impl.self)!, s431: r.resolve((any Service431).self)!) }.inObjectScope(.transient)
    container.register(Service915Impl.self) { r in Service915Impl(s0: r.resolve(Service0Impl.self)!, s99: r.resolve(Service99Impl.self)!, s862: r.resolve(Service862Impl.self)!) }.inObjectScope(.container)
    container.register(Service916Impl.self) { r in Service916Impl(s391: r.resolve(Service391Impl.self)!, s553: r.resolve(Service553Impl.self)!, s628: r.resolve(Service628Impl.self)!) }.inObjectScope(.container)
    container.register((any Service917).self) { r in Service917Impl(s432: r.resolve(Service432Impl.self)!, s465: r.resolve(Service465Impl.self)!, s836: r.resolve((any Service836).self)!) }.inObjectScope(.container)
    container.register(Service918Impl.self) { r in Service918Impl(s499: r.resolve(Service499Impl.self)!, s501: r.resolve(Service501Impl.self)!, s519: r.resolve(Service519Impl.self)!) }.inObjectScope(.container)
    container.register(Service919Impl.self) { r in Service919Impl(s301: r.resolve(Service301Impl.self)!, s817: r.resolve(Service817Impl.self)!, s910: r.resolve(Service910Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service920).self) { r in Service920Impl(s229: r.resolve(Service229Impl.self)!, s688: r.resolve(Service688Impl.self)!, s745: r.resolve(Service745Impl.self)!) }.inObjectScope(.container)
    container.register(Service921Impl.self) { r in Service921Impl(s15: r.resolve(Service15Impl.self)!, s176: r.resolve((any Service176).self)!, s421: r.resolve(Service421Impl.self)!) }.inObjectScope(.container)
    container.register(Service922Impl.self) { r in Service922Impl(s402: r.resolve(Service402Impl.self)!, s495: r.resolve(Service495Impl.self)!, s919: r.resolve(Service919Impl.self)!) }.inObjectScope(.container)
    container.register((any Service923).self) { r in Service923Impl(s294: r.resolve(Service294Impl.self)!, s431: r.resolve((any Service431).self)!, s631: r.resolve(Service631Impl.self)!) }.inObjectScope(.container)
    container.register(Service924Impl.self) { r in Service924Impl(s276: r.resolve(Service276Impl.self)!, s341: r.resolve((any Service341).self)!, s662: r.resolve((any Service662).self)!) }.inObjectScope(.transient)
    container.register(Service925Impl.self) { r in Service925Impl(s437: r.resolve((any Service437).self)!, s692: r.resolve((any Service692).self)!, s805: r.resolve(Service805Impl.self)!) }.inObjectScope(.container)
    container.register((any Service926).self) { r in Service926Impl(s78: r.resolve(Service78Impl.self)!, s371: r.resolve((any Service371).self)!, s828: r.resolve(Service828Impl.self)!) }.inObjectScope(.container)
    container.register(Service927Impl.self) { r in Service927Impl(s626: r.resolve((any Service626).self)!, s710: r.resolve((any Service710).self)!, s786: r.resolve(Service786Impl.self)!) }.inObjectScope(.container)
    container.register(Service928Impl.self) { r in Service928Impl(s102: r.resolve(Service102Impl.self)!, s430: r.resolve(Service430Impl.self)!, s653: r.resolve((any Service653).self)!) }.inObjectScope(.container)
    container.register((any Service929).self) { r in Service929Impl(s55: r.resolve(Service55Impl.self)!, s173: r.resolve((any Service173).self)!, s807: r.resolve(Service807Impl.self)!) }.inObjectScope(.transient)
    container.register(Service930Impl.self) { r in Service930Impl(s79: r.resolve(Service79Impl.self)!, s165: r.resolve(Service165Impl.self)!, s784: r.resolve(Service784Impl.self)!) }.inObjectScope(.container)
    container.register(Service931Impl.self) { r in Service931Impl(s45: r.resolve(Service45Impl.self)!, s97: r.resolve(Service97Impl.self)!, s363: r.resolve(Service363Impl.self)!) }.inObjectScope(.container)
    container.register((any Service932).self) { r in Service932Impl(s441: r.resolve(Service441Impl.self)!, s596: r.resolve((any Service596).self)!, s871: r.resolve(Service871Impl.self)!) }.inObjectScope(.container)
    container.register(Service933Impl.self) { r in Service933Impl(s99: r.resolve(Service99Impl.self)!, s278: r.resolve((any Service278).self)!, s619: r.resolve(Service619Impl.self)!) }.inObjectScope(.container)
    container.register(Service934Impl.self) { r in Service934Impl(s63: r.resolve(Service63Impl.self)!, s651: r.resolve(Service651Impl.self)!, s761: r.resolve((any Service761).self)!) }.inObjectScope(.transient)
    container.register((any Service935).self) { r in Service935Impl(s21: r.resolve(Service21Impl.self)!, s539: r.resolve((any Service539).self)!, s748: r.resolve(Service748Impl.self)!) }.inObjectScope(.container)
    container.register(Service936Impl.self) { r in Service936Impl(s800: r.resolve((any Service800).self)!, s837: r.resolve(Service837Impl.self)!, s928: r.resolve(Service928Impl.self)!) }.inObjectScope(.container)
    container.register(Service937Impl.self) { r in Service937Impl(s31: r.resolve(Service31Impl.self)!, s559: r.resolve(Service559Impl.self)!, s808: r.resolve(Service808Impl.self)!) }.inObjectScope(.container)
    container.register((any Service938).self) { r in Service938Impl(s195: r.resolve(Service195Impl.self)!, s822: r.resolve(Service822Impl.self)!, s921: r.resolve(Service921Impl.self)!) }.inObjectScope(.container)
    container.register(Service939Impl.self) { r in Service939Impl(s71: r.resolve((any Service71).self)!, s346: r.resolve(Service346Impl.self)!, s431: r.resolve((any Service431).self)!) }.inObjectScope(.transient)
    container.register(Service940Impl.self) { r in Service940Impl(s74: r.resolve((any Service74).self)!, s183: r.resolve(Service183Impl.self)!, s783: r.resolve(Service783Impl.self)!) }.inObjectScope(.container)
    container.register((any Service941).self) { r in Service941Impl(s542: r.resolve((any Service542).self)!, s673: r.resolve(Service673Impl.self)!, s831: r.resolve(Service831Impl.self)!) }.inObjectScope(.container)
    container.register(Service942Impl.self) { r in Service942Impl(s31: r.resolve(Service31Impl.self)!, s103: r.resolve(Service103Impl.self)!, s690: r.resolve(Service690Impl.self)!) }.inObjectScope(.container)
    container.register(Service943Impl.self) { r in Service943Impl(s288: r.resolve(Service288Impl.self)!, s395: r.resolve((any Service395).self)!, s938: r.resolve((any Service938).self)!) }.inObjectScope(.container)
    container.register((any Service944).self) { r in Service944Impl(s256: r.resolve(Service256Impl.self)!, s897: r.resolve(Service897Impl.self)!, s904: r.resolve(Service904Impl.self)!) }.inObjectScope(.transient)
    container.register(Service945Impl.self) { r in Service945Impl(s128: r.resolve((any Service128).self)!, s424: r.resolve(Service424Impl.self)!, s638: r.resolve((any Service638).self)!) }.inObjectScope(.container)
    container.register(Service946Impl.self) { r in Service946Impl(s85: r.resolve(Service85Impl.self)!, s426: r.resolve(Service426Impl.self)!, s724: r.resolve(Service724Impl.self)!) }.inObjectScope(.container)
    container.register((any Service947).self) { r in Service947Impl(s304: r.resolve(Service304Impl.self)!, s594: r.resolve(Service594Impl.self)!, s618: r.resolve(Service618Impl.self)!) }.inObjectScope(.container)
    container.register(Service948Impl.self) { r in Service948Impl(s93: r.resolve(Service93Impl.self)!, s277: r.resolve(Service277Impl.self)!, s852: r.resolve(Service852Impl.self)!) }.inObjectScope(.container)
    container.register(Service949Impl.self) { r in Service949Impl(s266: r.resolve((any Service266).self)!, s618: r.resolve(Service618Impl.self)!, s857: r.resolve((any Service857).self)!) }.inObjectScope(.transient)
    container.register((any Service950).self) { r in Service950Impl(s64: r.resolve(Service64Impl.self)!, s307: r.resolve(Service307Impl.self)!, s530: r.resolve((any Service530).self)!) }.inObjectScope(.container)
    container.register(Service951Impl.self) { r in Service951Impl(s113: r.resolve((any Service113).self)!, s841: r.resolve(Service841Impl.self)!, s910: r.resolve(Service910Impl.self)!) }.inObjectScope(.container)
    container.register(Service952Impl.self) { r in Service952Impl(s699: r.resolve(Service699Impl.self)!, s776: r.resolve((any Service776).self)!, s803: r.resolve((any Service803).self)!) }.inObjectScope(.container)
    container.register((any Service953).self) { r in Service953Impl(s479: r.resolve((any Service479).self)!, s687: r.resolve(Service687Impl.self)!, s820: r.resolve(Service820Impl.self)!) }.inObjectScope(.container)
    container.register(Service954Impl.self) { r in Service954Impl(s617: r.resolve((any Service617).self)!, s732: r.resolve(Service732Impl.self)!, s859: r.resolve(Service859Impl.self)!) }.inObjectScope(.transient)
    container.register(Service955Impl.self) { r in Service955Impl(s55: r.resolve(Service55Impl.self)!, s559: r.resolve(Service559Impl.self)!, s577: r.resolve(Service577Impl.self)!) }.inObjectScope(.container)
    container.register((any Service956).self) { r in Service956Impl(s248: r.resolve((any Service248).self)!, s281: r.resolve((any Service281).self)!, s334: r.resolve(Service334Impl.self)!) }.inObjectScope(.container)
    container.register(Service957Impl.self) { r in Service957Impl(s356: r.resolve((any Service356).self)!, s776: r.resolve((any Service776).self)!, s792: r.resolve(Service792Impl.self)!) }.inObjectScope(.container)
    container.register(Service958Impl.self) { r in Service958Impl(s45: r.resolve(Service45Impl.self)!, s594: r.resolve(Service594Impl.self)!, s771: r.resolve(Service771Impl.self)!) }.inObjectScope(.container)
    container.register((any Service959).self) { r in Service959Impl(s80: r.resolve((any Service80).self)!, s157: r.resolve(Service157Impl.self)!, s713: r.resolve((any Service713).self)!) }.inObjectScope(.transient)
    container.register(Service960Impl.self) { r in Service960Impl(s78: r.resolve(Service78Impl.self)!, s179: r.resolve((any Service179).self)!, s388: r.resolve(Service388Impl.self)!) }.inObjectScope(.container)
    container.register(Service961Impl.self) { r in Service961Impl(s29: r.resolve((any Service29).self)!, s533: r.resolve((any Service533).self)!, s617: r.resolve((any Service617).self)!) }.inObjectScope(.container)
    container.register((any Service962).self) { r in Service962Impl(s14: r.resolve((any Service14).self)!, s351: r.resolve(Service351Impl.self)!, s948: r.resolve(Service948Impl.self)!) }.inObjectScope(.container)
    container.register(Service963Impl.self) { r in Service963Impl(s73: r.resolve(Service73Impl.self)!, s782: r.resolve((any Service782).self)!, s805: r.resolve(Service805Impl.self)!) }.inObjectScope(.container)
    container.register(Service964Impl.self) { r in Service964Impl(s491: r.resolve((any Service491).self)!, s516: r.resolve(Service516Impl.self)!, s539: r.resolve((any Service539).self)!) }.inObjectScope(.transient)
    container.register((any Service965).self) { r in Service965Impl(s666: r.resolve(Service666Impl.self)!, s670: r.resolve(Service670Impl.self)!, s902: r.resolve((any Service902).self)!) }.inObjectScope(.container)
    container.register(Service966Impl.self) { r in Service966Impl(s79: r.resolve(Service79Impl.self)!, s298: r.resolve(Service298Impl.self)!, s695: r.resolve((any Service695).self)!) }.inObjectScope(.container)
    container.register(Service967Impl.self) { r in Service967Impl(s471: r.resolve(Service471Impl.self)!, s688: r.resolve(Service688Impl.self)!, s868: r.resolve(Service868Impl.self)!) }.inObjectScope(.container)
    container.register((any Service968).self) { r in Service968Impl(s30: r.resolve(Service30Impl.self)!, s458: r.resolve((any Service458).self)!, s888: r.resolve(Service888Impl.self)!) }.inObjectScope(.container)
    container.register(Service969Impl.self) { r in Service969Impl(s128: r.resolve((any Service128).self)!, s169: r.resolve(Service169Impl.self)!, s526: r.resolve(Service526Impl.self)!) }.inObjectScope(.transient)
    container.register(Service970Impl.self) { r in Service970Impl(s401: r.resolve((any Service401).self)!, s712: r.resolve(Service712Impl.self)!, s720: r.resolve(Service720Impl.self)!) }.inObjectScope(.container)
    container.register((any Service971).self) { r in Service971Impl(s452: r.resolve((any Service452).self)!, s521: r.resolve((any Service521).self)!, s540: r.resolve(Service540Impl.self)!) }.inObjectScope(.container)
    container.register(Service972Impl.self) { r in Service972Impl(s565: r.resolve(Service565Impl.self)!, s711: r.resolve(Service711Impl.self)!, s742: r.resolve(Service742Impl.self)!) }.inObjectScope(.container)
    container.register(Service973Impl.self) { r in Service973Impl(s271: r.resolve(Service271Impl.self)!, s614: r.resolve((any Service614).self)!, s792: r.resolve(Service792Impl.self)!) }.inObjectScope(.container)
    container.register((any Service974).self) { r in Service974Impl(s117: r.resolve(Service117Impl.self)!, s676: r.resolve(Service676Impl.self)!, s862: r.resolve(Service862Impl.self)!) }.inObjectScope(.transient)
    container.register(Service975Impl.self) { r in Service975Impl(s350: r.resolve((any Service350).self)!, s540: r.resolve(Service540Impl.self)!, s672: r.resolve(Service672Impl.self)!) }.inObjectScope(.container)
    container.register(Service976Impl.self) { r in Service976Impl(s72: r.resolve(Service72Impl.self)!, s730: r.resolve(Service730Impl.self)!, s936: r.resolve(Service936Impl.self)!) }.inObjectScope(.container)
    container.register((any Service977).self) { r in Service977Impl(s372: r.resolve(Service372Impl.self)!, s602: r.resolve((any Service602).self)!, s837: r.resolve(Service837Impl.self)!) }.inObjectScope(.container)
    container.register(Service978Impl.self) { r in Service978Impl(s8: r.resolve((any Service8).self)!, s429: r.resolve(Service429Impl.self)!, s780: r.resolve(Service780Impl.self)!) }.inObjectScope(.container)
    container.register(Service979Impl.self) { r in Service979Impl(s153: r.resolve(Service153Impl.self)!, s317: r.resolve((any Service317).self)!, s879: r.resolve(Service879Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service980).self) { r in Service980Impl(s104: r.resolve((any Service104).self)!, s214: r.resolve(Service214Impl.self)!, s392: r.resolve((any Service392).self)!) }.inObjectScope(.container)
    container.register(Service981Impl.self) { r in Service981Impl(s432: r.resolve(Service432Impl.self)!, s889: r.resolve(Service889Impl.self)!, s909: r.resolve(Service909Impl.self)!) }.inObjectScope(.container)
    container.register(Service982Impl.self) { r in Service982Impl(s136: r.resolve(Service136Impl.self)!, s272: r.resolve((any Service272).self)!, s388: r.resolve(Service388Impl.self)!) }.inObjectScope(.container)
    container.register((any Service983).self) { r in Service983Impl(s182: r.resolve((any Service182).self)!, s474: r.resolve(Service474Impl.self)!, s806: r.resolve((any Service806).self)!) }.inObjectScope(.container)
    container.register(Service984Impl.self) { r in Service984Impl(s104: r.resolve((any Service104).self)!, s386: r.resolve((any Service386).self)!, s885: r.resolve(Service885Impl.self)!) }.inObjectScope(.transient)
    container.register(Service985Impl.self) { r in Service985Impl(s65: r.resolve((any Service65).self)!, s237: r.resolve(Service237Impl.self)!, s587: r.resolve((any Service587).self)!) }.inObjectScope(.container)
    container.register((any Service986).self) { r in Service986Impl(s41: r.resolve((any Service41).self)!, s186: r.resolve(Service186Impl.self)!, s622: r.resolve(Service622Impl.self)!) }.inObjectScope(.container)
    container.register(Service987Impl.self) { r in Service987Impl(s193: r.resolve(Service193Impl.self)!, s504: r.resolve(Service504Impl.self)!, s580: r.resolve(Service580Impl.self)!) }.inObjectScope(.container)
    container.register(Service988Impl.self) { r in Service988Impl(s164: r.resolve((any Service164).self)!, s289: r.resolve(Service289Impl.self)!, s759: r.resolve(Service759Impl.self)!) }.inObjectScope(.container)
    container.register((any Service989).self) { r in Service989Impl(s471: r.resolve(Service471Impl.self)!, s539: r.resolve((any Service539).self)!, s541: r.resolve(Service541Impl.self)!) }.inObjectScope(.transient)
    container.register(Service990Impl.self) { r in Service990Impl(s425: r.resolve((any Service425).self)!, s491: r.resolve((any Service491).self)!, s512: r.resolve((any Service512).self)!) }.inObjectScope(.container)
    container.register(Service991Impl.self) { r in Service991Impl(s522: r.resolve(Service522Impl.self)!, s728: r.resolve((any Service728).self)!, s883: r.resolve(Service883Impl.self)!) }.inObjectScope(.container)
    container.register((any Service992).self) { r in Service992Impl(s168: r.resolve(Service168Impl.self)!, s654: r.resolve(Service654Impl.self)!, s749: r.resolve((any Service749).self)!) }.inObjectScope(.container)
    container.register(Service993Impl.self) { r in Service993Impl(s49: r.resolve(Service49Impl.self)!, s306: r.resolve(Service306Impl.self)!, s401: r.resolve((any Service401).self)!) }.inObjectScope(.container)
    container.register(Service994Impl.self) { r in Service994Impl(s54: r.resolve(Service54Impl.self)!, s183: r.resolve(Service183Impl.self)!, s532: r.resolve(Service532Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service995).self) { r in Service995Impl(s265: r.resolve(Service265Impl.self)!, s520: r.resolve(Service520Impl.self)!, s668: r.resolve((any Service668).self)!) }.inObjectScope(.container)
    container.register(Service996Impl.self) { r in Service996Impl(s337: r.resolve(Service337Impl.self)!, s531: r.resolve(Service531Impl.self)!, s886: r.resolve(Service886Impl.self)!) }.inObjectScope(.container)
    container.register(Service997Impl.self) { r in Service997Impl(s208: r.resolve(Service208Impl.self)!, s807: r.resolve(Service807Impl.self)!, s947: r.resolve((any Service947).self)!) }.inObjectScope(.container)
    container.register((any Service998).self) { r in Service998Impl(s175: r.resolve(Service175Impl.self)!, s755: r.resolve((any Service755).self)!, s916: r.resolve(Service916Impl.self)!) }.inObjectScope(.container)
    container.register(Service999Impl.self) { r in Service999Impl(s434: r.resolve((any Service434).self)!, s746: r.resolve((any Service746).self)!, s904: r.resolve(Service904Impl.self)!) }.inObjectScope(.transient)
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
    _ = resolver.resolve(Service100Impl.self)!
    _ = resolver.resolve((any Service101).self)!
    _ = resolver.resolve(Service102Impl.self)!
    _ = resolver.resolve(Service103Impl.self)!
    _ = resolver.resolve((any Service104).self)!
    _ = resolver.resolve(Service105Impl.self)!
    _ = resolver.resolve(Service106Impl.self)!
    _ = resolver.resolve((any Service107).self)!
    _ = resolver.resolve(Service108Impl.self)!
    _ = resolver.resolve(Service109Impl.self)!
    _ = resolver.resolve((any Service110).self)!
    _ = resolver.resolve(Service111Impl.self)!
    _ = resolver.resolve(Service112Impl.self)!
    _ = resolver.resolve((any Service113).self)!
    _ = resolver.resolve(Service114Impl.self)!
    _ = resolver.resolve(Service115Impl.self)!
    _ = resolver.resolve((any Service116).self)!
    _ = resolver.resolve(Service117Impl.self)!
    _ = resolver.resolve(Service118Impl.self)!
    _ = resolver.resolve((any Service119).self)!
    _ = resolver.resolve(Service120Impl.self)!
    _ = resolver.resolve(Service121Impl.self)!
    _ = resolver.resolve((any Service122).self)!
    _ = resolver.resolve(Service123Impl.self)!
    _ = resolver.resolve(Service124Impl.self)!
    _ = resolver.resolve((any Service125).self)!
    _ = resolver.resolve(Service126Impl.self)!
    _ = resolver.resolve(Service127Impl.self)!
    _ = resolver.resolve((any Service128).self)!
    _ = resolver.resolve(Service129Impl.self)!
    _ = resolver.resolve(Service130Impl.self)!
    _ = resolver.resolve((any Service131).self)!
    _ = resolver.resolve(Service132Impl.self)!
    _ = resolver.resolve(Service133Impl.self)!
    _ = resolver.resolve((any Service134).self)!
    _ = resolver.resolve(Service135Impl.self)!
    _ = resolver.resolve(Service136Impl.self)!
    _ = resolver.resolve((any Service137).self)!
    _ = resolver.resolve(Service138Impl.self)!
    _ = resolver.resolve(Service139Impl.self)!
    _ = resolver.resolve((any Service140).self)!
    _ = resolver.resolve(Service141Impl.self)!
    _ = resolver.resolve(Service142Impl.self)!
    _ = resolver.resolve((any Service143).self)!
    _ = resolver.resolve(Service144Impl.self)!
    _ = resolver.resolve(Service145Impl.self)!
    _ = resolver.resolve((any Service146).self)!
    _ = resolver.resolve(Service147Impl.self)!
    _ = resolver.resolve(Service148Impl.self)!
    _ = resolver.resolve((any Service149).self)!
    _ = resolver.resolve(Service150Impl.self)!
    _ = resolver.resolve(Service151Impl.self)!
    _ = resolver.resolve((any Service152).self)!
    _ = resolver.resolve(Service153Impl.self)!
    _ = resolver.resolve(Service154Impl.self)!
    _ = resolver.resolve((any Service155).self)!
    _ = resolver.resolve(Service156Impl.self)!
    _ = resolver.resolve(Service157Impl.self)!
    _ = resolver.resolve((any Service158).self)!
    _ = resolver.resolve(Service159Impl.self)!
    _ = resolver.resolve(Service160Impl.self)!
    _ = resolver.resolve((any Service161).self)!
    _ = resolver.resolve(Service162Impl.self)!
    _ = resolver.resolve(Service163Impl.self)!
    _ = resolver.resolve((any Service164).self)!
    _ = resolver.resolve(Service165Impl.self)!
    _ = resolver.resolve(Service166Impl.self)!
    _ = resolver.resolve((any Service167).self)!
    _ = resolver.resolve(Service168Impl.self)!
    _ = resolver.resolve(Service169Impl.self)!
    _ = resolver.resolve((any Service170).self)!
    _ = resolver.resolve(Service171Impl.self)!
    _ = resolver.resolve(Service172Impl.self)!
    _ = resolver.resolve((any Service173).self)!
    _ = resolver.resolve(Service174Impl.self)!
    _ = resolver.resolve(Service175Impl.self)!
    _ = resolver.resolve((any Service176).self)!
    _ = resolver.resolve(Service177Impl.self)!
    _ = resolver.resolve(Service178Impl.self)!
    _ = resolver.resolve((any Service179).self)!
    _ = resolver.resolve(Service180Impl.self)!
    _ = resolver.resolve(Service181Impl.self)!
    _ = resolver.resolve((any Service182).self)!
    _ = resolver.resolve(Service183Impl.self)!
    _ = resolver.resolve(Service184Impl.self)!
    _ = resolver.resolve((any Service185).self)!
    _ = resolver.resolve(Service186Impl.self)!
    _ = resolver.resolve(Service187Impl.self)!
    _ = resolver.resolve((any Service188).self)!
    _ = resolver.resolve(Service189Impl.self)!
    _ = resolver.resolve(Service190Impl.self)!
    _ = resolver.resolve((any Service191).self)!
    _ = resolver.resolve(Service192Impl.self)!
    _ = resolver.resolve(Service193Impl.self)!
    _ = resolver.resolve((any Service194).self)!
    _ = resolver.resolve(Service195Impl.self)!
    _ = resolver.resolve(Service196Impl.self)!
    _ = resolver.resolve((any Service197).self)!
    _ = resolver.resolve(Service198Impl.self)!
    _ = resolver.resolve(Service199Impl.self)!
    _ = resolver.resolve((any Service200).self)!
    _ = resolver.resolve(Service201Impl.self)!
    _ = resolver.resolve(Service202Impl.self)!
    _ = resolver.resolve((any Service203).self)!
    _ = resolver.resolve(Service204Impl.self)!
    _ = resolver.resolve(Service205Impl.self)!
    _ = resolver.resolve((any Service206).self)!
    _ = resolver.resolve(Service207Impl.self)!
    _ = resolver.resolve(Service208Impl.self)!
    _ = resolver.resolve((any Service209).self)!
    _ = resolver.resolve(Service210Impl.self)!
    _ = resolver.resolve(Service211Impl.self)!
    _ = resolver.resolve((any Service212).self)!
    _ = resolver.resolve(Service213Impl.self)!
    _ = resolver.resolve(Service214Impl.self)!
    _ = resolver.resolve((any Service215).self)!
    _ = resolver.resolve(Service216Impl.self)!
    _ = resolver.resolve(Service217Impl.self)!
    _ = resolver.resolve((any Service218).self)!
    _ = resolver.resolve(Service219Impl.self)!
    _ = resolver.resolve(Service220Impl.self)!
    _ = resolver.resolve((any Service221).self)!
    _ = resolver.resolve(Service222Impl.self)!
    _ = resolver.resolve(Service223Impl.self)!
    _ = resolver.resolve((any Service224).self)!
    _ = resolver.resolve(Service225Impl.self)!
    _ = resolver.resolve(Service226Impl.self)!
    _ = resolver.resolve((any Service227).self)!
    _ = resolver.resolve(Service228Impl.self)!
    _ = resolver.resolve(Service229Impl.self)!
    _ = resolver.resolve((any Service230).self)!
    _ = resolver.resolve(Service231Impl.self)!
    _ = resolver.resolve(Service232Impl.self)!
    _ = resolver.resolve((any Service233).self)!
    _ = resolver.resolve(Service234Impl.self)!
    _ = resolver.resolve(Service235Impl.self)!
    _ = resolver.resolve((any Service236).self)!
    _ = resolver.resolve(Service237Impl.self)!
    _ = resolver.resolve(Service238Impl.self)!
    _ = resolver.resolve((any Service239).self)!
    _ = resolver.resolve(Service240Impl.self)!
    _ = resolver.resolve(Service241Impl.self)!
    _ = resolver.resolve((any Service242).self)!
    _ = resolver.resolve(Service243Impl.self)!
    _ = resolver.resolve(Service244Impl.self)!
    _ = resolver.resolve((any Service245).self)!
    _ = resolver.resolve(Service246Impl.self)!
    _ = resolver.resolve(Service247Impl.self)!
    _ = resolver.resolve((any Service248).self)!
    _ = resolver.resolve(Service249Impl.self)!
    _ = resolver.resolve(Service250Impl.self)!
    _ = resolver.resolve((any Service251).self)!
    _ = resolver.resolve(Service252Impl.self)!
    _ = resolver.resolve(Service253Impl.self)!
    _ = resolver.resolve((any Service254).self)!
    _ = resolver.resolve(Service255Impl.self)!
    _ = resolver.resolve(Service256Impl.self)!
    _ = resolver.resolve((any Service257).self)!
    _ = resolver.resolve(Service258Impl.self)!
    _ = resolver.resolve(Service259Impl.self)!
    _ = resolver.resolve((any Service260).self)!
    _ = resolver.resolve(Service261Impl.self)!
    _ = resolver.resolve(Service262Impl.self)!
    _ = resolver.resolve((any Service263).self)!
    _ = resolver.resolve(Service264Impl.self)!
    _ = resolver.resolve(Service265Impl.self)!
    _ = resolver.resolve((any Service266).self)!
    _ = resolver.resolve(Service267Impl.self)!
    _ = resolver.resolve(Service268Impl.self)!
    _ = resolver.resolve((any Service269).self)!
    _ = resolver.resolve(Service270Impl.self)!
    _ = resolver.resolve(Service271Impl.self)!
    _ = resolver.resolve((any Service272).self)!
    _ = resolver.resolve(Service273Impl.self)!
    _ = resolver.resolve(Service274Impl.self)!
    _ = resolver.resolve((any Service275).self)!
    _ = resolver.resolve(Service276Impl.self)!
    _ = resolver.resolve(Service277Impl.self)!
    _ = resolver.resolve((any Service278).self)!
    _ = resolver.resolve(Service279Impl.self)!
    _ = resolver.resolve(Service280Impl.self)!
    _ = resolver.resolve((any Service281).self)!
    _ = resolver.resolve(Service282Impl.self)!
    _ = resolver.resolve(Service283Impl.self)!
    _ = resolver.resolve((any Service284).self)!
    _ = resolver.resolve(Service285Impl.self)!
    _ = resolver.resolve(Service286Impl.self)!
    _ = resolver.resolve((any Service287).self)!
    _ = resolver.resolve(Service288Impl.self)!
    _ = resolver.resolve(Service289Impl.self)!
    _ = resolver.resolve((any Service290).self)!
    _ = resolver.resolve(Service291Impl.self)!
    _ = resolver.resolve(Service292Impl.self)!
    _ = resolver.resolve((any Service293).self)!
    _ = resolver.resolve(Service294Impl.self)!
    _ = resolver.resolve(Service295Impl.self)!
    _ = resolver.resolve((any Service296).self)!
    _ = resolver.resolve(Service297Impl.self)!
    _ = resolver.resolve(Service298Impl.self)!
    _ = resolver.resolve((any Service299).self)!
    _ = resolver.resolve(Service300Impl.self)!
    _ = resolver.resolve(Service301Impl.self)!
    _ = resolver.resolve((any Service302).self)!
    _ = resolver.resolve(Service303Impl.self)!
    _ = resolver.resolve(Service304Impl.self)!
    _ = resolver.resolve((any Service305).self)!
    _ = resolver.resolve(Service306Impl.self)!
    _ = resolver.resolve(Service307Impl.self)!
    _ = resolver.resolve((any Service308).self)!
    _ = resolver.resolve(Service309Impl.self)!
    _ = resolver.resolve(Service310Impl.self)!
    _ = resolver.resolve((any Service311).self)!
    _ = resolver.resolve(Service312Impl.self)!
    _ = resolver.resolve(Service313Impl.self)!
    _ = resolver.resolve((any Service314).self)!
    _ = resolver.resolve(Service315Impl.self)!
    _ = resolver.resolve(Service316Impl.self)!
    _ = resolver.resolve((any Service317).self)!
    _ = resolver.resolve(Service318Impl.self)!
    _ = resolver.resolve(Service319Impl.self)!
    _ = resolver.resolve((any Service320).self)!
    _ = resolver.resolve(Service321Impl.self)!
    _ = resolver.resolve(Service322Impl.self)!
    _ = resolver.resolve((any Service323).self)!
    _ = resolver.resolve(Service324Impl.self)!
    _ = resolver.resolve(Service325Impl.self)!
    _ = resolver.resolve((any Service326).self)!
    _ = resolver.resolve(Service327Impl.self)!
    _ = resolver.resolve(Service328Impl.self)!
    _ = resolver.resolve((any Service329).self)!
    _ = resolver.resolve(Service330Impl.self)!
    _ = resolver.resolve(Service331Impl.self)!
    _ = resolver.resolve((any Service332).self)!
    _ = resolver.resolve(Service333Impl.self)!
    _ = resolver.resolve(Service334Impl.self)!
    _ = resolver.resolve((any Service335).self)!
    _ = resolver.resolve(Service336Impl.self)!
    _ = resolver.resolve(Service337Impl.self)!
    _ = resolver.resolve((any Service338).self)!
    _ = resolver.resolve(Service339Impl.self)!
    _ = resolver.resolve(Service340Impl.self)!
    _ = resolver.resolve((any Service341).self)!
    _ = resolver.resolve(Service342Impl.self)!
    _ = resolver.resolve(Service343Impl.self)!
    _ = resolver.resolve((any Service344).self)!
    _ = resolver.resolve(Service345Impl.self)!
    _ = resolver.resolve(Service346Impl.self)!
    _ = resolver.resolve((any Service347).self)!
    _ = resolver.resolve(Service348Impl.self)!
    _ = resolver.resolve(Service349Impl.self)!
    _ = resolver.resolve((any Service350).self)!
    _ = resolver.resolve(Service351Impl.self)!
    _ = resolver.resolve(Service352Impl.self)!
    _ = resolver.resolve((any Service353).self)!
    _ = resolver.resolve(Service354Impl.self)!
    _ = resolver.resolve(Service355Impl.self)!
    _ = resolver.resolve((any Service356).self)!
    _ = resolver.resolve(Service357Impl.self)!
    _ = resolver.resolve(Service358Impl.self)!
    _ = resolver.resolve((any Service359).self)!
    _ = resolver.resolve(Service360Impl.self)!
    _ = resolver.resolve(Service361Impl.self)!
    _ = resolver.resolve((any Service362).self)!
    _ = resolver.resolve(Service363Impl.self)!
    _ = resolver.resolve(Service364Impl.self)!
    _ = resolver.resolve((any Service365).self)!
    _ = resolver.resolve(Service366Impl.self)!
    _ = resolver.resolve(Service367Impl.self)!
    _ = resolver.resolve((any Service368).self)!
    _ = resolver.resolve(Service369Impl.self)!
    _ = resolver.resolve(Service370Impl.self)!
    _ = resolver.resolve((any Service371).self)!
    _ = resolver.resolve(Service372Impl.self)!
    _ = resolver.resolve(Service373Impl.self)!
    _ = resolver.resolve((any Service374).self)!
    _ = resolver.resolve(Service375Impl.self)!
    _ = resolver.resolve(Service376Impl.self)!
    _ = resolver.resolve((any Service377).self)!
    _ = resolver.resolve(Service378Impl.self)!
    _ = resolver.resolve(Service379Impl.self)!
    _ = resolver.resolve((any Service380).self)!
    _ = resolver.resolve(Service381Impl.self)!
    _ = resolver.resolve(Service382Impl.self)!
    _ = resolver.resolve((any Service383).self)!
    _ = resolver.resolve(Service384Impl.self)!
    _ = resolver.resolve(Service385Impl.self)!
    _ = resolver.resolve((any Service386).self)!
    _ = resolver.resolve(Service387Impl.self)!
    _ = resolver.resolve(Service388Impl.self)!
    _ = resolver.resolve((any Service389).self)!
    _ = resolver.resolve(Service390Impl.self)!
    _ = resolver.resolve(Service391Impl.self)!
    _ = resolver.resolve((any Service392).self)!
    _ = resolver.resolve(Service393Impl.self)!
    _ = resolver.resolve(Service394Impl.self)!
    _ = resolver.resolve((any Service395).self)!
    _ = resolver.resolve(Service396Impl.self)!
    _ = resolver.resolve(Service397Impl.self)!
    _ = resolver.resolve((any Service398).self)!
    _ = resolver.resolve(Service399Impl.self)!
    _ = resolver.resolve(Service400Impl.self)!
    _ = resolver.resolve((any Service401).self)!
    _ = resolver.resolve(Service402Impl.self)!
    _ = resolver.resolve(Service403Impl.self)!
    _ = resolver.resolve((any Service404).self)!
    _ = resolver.resolve(Service405Impl.self)!
    _ = resolver.resolve(Service406Impl.self)!
    _ = resolver.resolve((any Service407).self)!
    _ = resolver.resolve(Service408Impl.self)!
    _ = resolver.resolve(Service409Impl.self)!
    _ = resolver.resolve((any Service410).self)!
    _ = resolver.resolve(Service411Impl.self)!
    _ = resolver.resolve(Service412Impl.self)!
    _ = resolver.resolve((any Service413).self)!
    _ = resolver.resolve(Service414Impl.self)!
    _ = resolver.resolve(Service415Impl.self)!
    _ = resolver.resolve((any Service416).self)!
    _ = resolver.resolve(Service417Impl.self)!
    _ = resolver.resolve(Service418Impl.self)!
    _ = resolver.resolve((any Service419).self)!
    _ = resolver.resolve(Service420Impl.self)!
    _ = resolver.resolve(Service421Impl.self)!
    _ = resolver.resolve((any Service422).self)!
    _ = resolver.resolve(Service423Impl.self)!
    _ = resolver.resolve(Service424Impl.self)!
    _ = resolver.resolve((any Service425).self)!
    _ = resolver.resolve(Service426Impl.self)!
    _ = resolver.resolve(Service427Impl.self)!
    _ = resolver.resolve((any Service428).self)!
    _ = resolver.resolve(Service429Impl.self)!
    _ = resolver.resolve(Service430Impl.self)!
    _ = resolver.resolve((any Service431).self)!
    _ = resolver.resolve(Service432Impl.self)!
    _ = resolver.resolve(Service433Impl.self)!
    _ = resolver.resolve((any Service434).self)!
    _ = resolver.resolve(Service435Impl.self)!
    _ = resolver.resolve(Service436Impl.self)!
    _ = resolver.resolve((any Service437).self)!
    _ = resolver.resolve(Service438Impl.self)!
    _ = resolver.resolve(Service439Impl.self)!
    _ = resolver.resolve((any Service440).self)!
    _ = resolver.resolve(Service441Impl.self)!
    _ = resolver.resolve(Service442Impl.self)!
    _ = resolver.resolve((any Service443).self)!
    _ = resolver.resolve(Service444Impl.self)!
    _ = resolver.resolve(Service445Impl.self)!
    _ = resolver.resolve((any Service446).self)!
    _ = resolver.resolve(Service447Impl.self)!
    _ = resolver.resolve(Service448Impl.self)!
    _ = resolver.resolve((any Service449).self)!
    _ = resolver.resolve(Service450Impl.self)!
    _ = resolver.resolve(Service451Impl.self)!
    _ = resolver.resolve((any Service452).self)!
    _ = resolver.resolve(Service453Impl.self)!
    _ = resolver.resolve(Service454Impl.self)!
    _ = resolver.resolve((any Service455).self)!
    _ = resolver.resolve(Service456Impl.self)!
    _ = resolver.resolve(Service457Impl.self)!
    _ = resolver.resolve((any Service458).self)!
    _ = resolver.resolve(Service459Impl.self)!
    _ = resolver.resolve(Service460Impl.self)!
    _ = resolver.resolve((any Service461).self)!
    _ = resolver.resolve(Service462Impl.self)!
    _ = resolver.resolve(Service463Impl.self)!
    _ = resolver.resolve((any Service464).self)!
    _ = resolver.resolve(Service465Impl.self)!
    _ = resolver.resolve(Service466Impl.self)!
    _ = resolver.resolve((any Service467).self)!
    _ = resolver.resolve(Service468Impl.self)!
    _ = resolver.resolve(Service469Impl.self)!
    _ = resolver.resolve((any Service470).self)!
    _ = resolver.resolve(Service471Impl.self)!
    _ = resolver.resolve(Service472Impl.self)!
    _ = resolver.resolve((any Service473).self)!
    _ = resolver.resolve(Service474Impl.self)!
    _ = resolver.resolve(Service475Impl.self)!
    _ = resolver.resolve((any Service476).self)!
    _ = resolver.resolve(Service477Impl.self)!
    _ = resolver.resolve(Service478Impl.self)!
    _ = resolver.resolve((any Service479).self)!
    _ = resolver.resolve(Service480Impl.self)!
    _ = resolver.resolve(Service481Impl.self)!
    _ = resolver.resolve((any Service482).self)!
    _ = resolver.resolve(Service483Impl.self)!
    _ = resolver.resolve(Service484Impl.self)!
    _ = resolver.resolve((any Service485).self)!
    _ = resolver.resolve(Service486Impl.self)!
    _ = resolver.resolve(Service487Impl.self)!
    _ = resolver.resolve((any Service488).self)!
    _ = resolver.resolve(Service489Impl.self)!
    _ = resolver.resolve(Service490Impl.self)!
    _ = resolver.resolve((any Service491).self)!
    _ = resolver.resolve(Service492Impl.self)!
    _ = resolver.resolve(Service493Impl.self)!
    _ = resolver.resolve((any Service494).self)!
    _ = resolver.resolve(Service495Impl.self)!
    _ = resolver.resolve(Service496Impl.self)!
    _ = resolver.resolve((any Service497).self)!
    _ = resolver.resolve(Service498Impl.self)!
    _ = resolver.resolve(Service499Impl.self)!
    _ = resolver.resolve((any Service500).self)!
    _ = resolver.resolve(Service501Impl.self)!
    _ = resolver.resolve(Service502Impl.self)!
    _ = resolver.resolve((any Service503).self)!
    _ = resolver.resolve(Service504Impl.self)!
    _ = resolver.resolve(Service505Impl.self)!
    _ = resolver.resolve((any Service506).self)!
    _ = resolver.resolve(Service507Impl.self)!
    _ = resolver.resolve(Service508Impl.self)!
    _ = resolver.resolve((any Service509).self)!
    _ = resolver.resolve(Service510Impl.self)!
    _ = resolver.resolve(Service511Impl.self)!
    _ = resolver.resolve((any Service512).self)!
    _ = resolver.resolve(Service513Impl.self)!
    _ = resolver.resolve(Service514Impl.self)!
    _ = resolver.resolve((any Service515).self)!
    _ = resolver.resolve(Service516Impl.self)!
    _ = resolver.resolve(Service517Impl.self)!
    _ = resolver.resolve((any Service518).self)!
    _ = resolver.resolve(Service519Impl.self)!
    _ = resolver.resolve(Service520Impl.self)!
    _ = resolver.resolve((any Service521).self)!
    _ = resolver.resolve(Service522Impl.self)!
    _ = resolver.resolve(Service523Impl.self)!
    _ = resolver.resolve((any Service524).self)!
    _ = resolver.resolve(Service525Impl.self)!
    _ = resolver.resolve(Service526Impl.self)!
    _ = resolver.resolve((any Service527).self)!
    _ = resolver.resolve(Service528Impl.self)!
    _ = resolver.resolve(Service529Impl.self)!
    _ = resolver.resolve((any Service530).self)!
    _ = resolver.resolve(Service531Impl.self)!
    _ = resolver.resolve(Service532Impl.self)!
    _ = resolver.resolve((any Service533).self)!
    _ = resolver.resolve(Service534Impl.self)!
    _ = resolver.resolve(Service535Impl.self)!
    _ = resolver.resolve((any Service536).self)!
    _ = resolver.resolve(Service537Impl.self)!
    _ = resolver.resolve(Service538Impl.self)!
    _ = resolver.resolve((any Service539).self)!
    _ = resolver.resolve(Service540Impl.self)!
    _ = resolver.resolve(Service541Impl.self)!
    _ = resolver.resolve((any Service542).self)!
    _ = resolver.resolve(Service543Impl.self)!
    _ = resolver.resolve(Service544Impl.self)!
    _ = resolver.resolve((any Service545).self)!
    _ = resolver.resolve(Service546Impl.self)!
    _ = resolver.resolve(Service547Impl.self)!
    _ = resolver.resolve((any Service548).self)!
    _ = resolver.resolve(Service549Impl.self)!
    _ = resolver.resolve(Service550Impl.self)!
    _ = resolver.resolve((any Service551).self)!
    _ = resolver.resolve(Service552Impl.self)!
    _ = resolver.resolve(Service553Impl.self)!
    _ = resolver.resolve((any Service554).self)!
    _ = resolver.resolve(Service555Impl.self)!
    _ = resolver.resolve(Service556Impl.self)!
    _ = resolver.resolve((any Service557).self)!
    _ = resolver.resolve(Service558Impl.self)!
    _ = resolver.resolve(Service559Impl.self)!
    _ = resolver.resolve((any Service560).self)!
    _ = resolver.resolve(Service561Impl.self)!
    _ = resolver.resolve(Service562Impl.self)!
    _ = resolver.resolve((any Service563).self)!
    _ = resolver.resolve(Service564Impl.self)!
    _ = resolver.resolve(Service565Impl.self)!
    _ = resolver.resolve((any Service566).self)!
    _ = resolver.resolve(Service567Impl.self)!
    _ = resolver.resolve(Service568Impl.self)!
    _ = resolver.resolve((any Service569).self)!
    _ = resolver.resolve(Service570Impl.self)!
    _ = resolver.resolve(Service571Impl.self)!
    _ = resolver.resolve((any Service572).self)!
    _ = resolver.resolve(Service573Impl.self)!
    _ = resolver.resolve(Service574Impl.self)!
    _ = resolver.resolve((any Service575).self)!
    _ = resolver.resolve(Service576Impl.self)!
    _ = resolver.resolve(Service577Impl.self)!
    _ = resolver.resolve((any Service578).self)!
    _ = resolver.resolve(Service579Impl.self)!
    _ = resolver.resolve(Service580Impl.self)!
    _ = resolver.resolve((any Service581).self)!
    _ = resolver.resolve(Service582Impl.self)!
    _ = resolver.resolve(Service583Impl.self)!
    _ = resolver.resolve((any Service584).self)!
    _ = resolver.resolve(Service585Impl.self)!
    _ = resolver.resolve(Service586Impl.self)!
    _ = resolver.resolve((any Service587).self)!
    _ = resolver.resolve(Service588Impl.self)!
    _ = resolver.resolve(Service589Impl.self)!
    _ = resolver.resolve((any Service590).self)!
    _ = resolver.resolve(Service591Impl.self)!
    _ = resolver.resolve(Service592Impl.self)!
    _ = resolver.resolve((any Service593).self)!
    _ = resolver.resolve(Service594Impl.self)!
    _ = resolver.resolve(Service595Impl.self)!
    _ = resolver.resolve((any Service596).self)!
    _ = resolver.resolve(Service597Impl.self)!
    _ = resolver.resolve(Service598Impl.self)!
    _ = resolver.resolve((any Service599).self)!
    _ = resolver.resolve(Service600Impl.self)!
    _ = resolver.resolve(Service601Impl.self)!
    _ = resolver.resolve((any Service602).self)!
    _ = resolver.resolve(Service603Impl.self)!
    _ = resolver.resolve(Service604Impl.self)!
    _ = resolver.resolve((any Service605).self)!
    _ = resolver.resolve(Service606Impl.self)!
    _ = resolver.resolve(Service607Impl.self)!
    _ = resolver.resolve((any Service608).self)!
    _ = resolver.resolve(Service609Impl.self)!
    _ = resolver.resolve(Service610Impl.self)!
    _ = resolver.resolve((any Service611).self)!
    _ = resolver.resolve(Service612Impl.self)!
    _ = resolver.resolve(Service613Impl.self)!
    _ = resolver.resolve((any Service614).self)!
    _ = resolver.resolve(Service615Impl.self)!
    _ = resolver.resolve(Service616Impl.self)!
    _ = resolver.resolve((any Service617).self)!
    _ = resolver.resolve(Service618Impl.self)!
    _ = resolver.resolve(Service619Impl.self)!
    _ = resolver.resolve((any Service620).self)!
    _ = resolver.resolve(Service621Impl.self)!
    _ = resolver.resolve(Service622Impl.self)!
    _ = resolver.resolve((any Service623).self)!
    _ = resolver.resolve(Service624Impl.self)!
    _ = resolver.resolve(Service625Impl.self)!
    _ = resolver.resolve((any Service626).self)!
    _ = resolver.resolve(Service627Impl.self)!
    _ = resolver.resolve(Service628Impl.self)!
    _ = resolver.resolve((any Service629).self)!
    _ = resolver.resolve(Service630Impl.self)!
    _ = resolver.resolve(Service631Impl.self)!
    _ = resolver.resolve((any Service632).self)!
    _ = resolver.resolve(Service633Impl.self)!
    _ = resolver.resolve(Service634Impl.self)!
    _ = resolver.resolve((any Service635).self)!
    _ = resolver.resolve(Service636Impl.self)!
    _ = resolver.resolve(Service637Impl.self)!
    _ = resolver.resolve((any Service638).self)!
    _ = resolver.resolve(Service639Impl.self)!
    _ = resolver.resolve(Service640Impl.self)!
    _ = resolver.resolve((any Service641).self)!
    _ = resolver.resolve(Service642Impl.self)!
    _ = resolver.resolve(Service643Impl.self)!
    _ = resolver.resolve((any Service644).self)!
    _ = resolver.resolve(Service645Impl.self)!
    _ = resolver.resolve(Service646Impl.self)!
    _ = resolver.resolve((any Service647).self)!
    _ = resolver.resolve(Service648Impl.self)!
    _ = resolver.resolve(Service649Impl.self)!
    _ = resolver.resolve((any Service650).self)!
    _ = resolver.resolve(Service651Impl.self)!
    _ = resolver.resolve(Service652Impl.self)!
    _ = resolver.resolve((any Service653).self)!
    _ = resolver.resolve(Service654Impl.self)!
    _ = resolver.resolve(Service655Impl.self)!
    _ = resolver.resolve((any Service656).self)!
    _ = resolver.resolve(Service657Impl.self)!
    _ = resolver.resolve(Service658Impl.self)!
    _ = resolver.resolve((any Service659).self)!
    _ = resolver.resolve(Service660Impl.self)!
    _ = resolver.resolve(Service661Impl.self)!
    _ = resolver.resolve((any Service662).self)!
    _ = resolver.resolve(Service663Impl.self)!
    _ = resolver.resolve(Service664Impl.self)!
    _ = resolver.resolve((any Service665).self)!
    _ = resolver.resolve(Service666Impl.self)!
    _ = resolver.resolve(Service667Impl.self)!
    _ = resolver.resolve((any Service668).self)!
    _ = resolver.resolve(Service669Impl.self)!
    _ = resolver.resolve(Service670Impl.self)!
    _ = resolver.resolve((any Service671).self)!
    _ = resolver.resolve(Service672Impl.self)!
    _ = resolver.resolve(Service673Impl.self)!
    _ = resolver.resolve((any Service674).self)!
    _ = resolver.resolve(Service675Impl.self)!
    _ = resolver.resolve(Service676Impl.self)!
    _ = resolver.resolve((any Service677).self)!
    _ = resolver.resolve(Service678Impl.self)!
    _ = resolver.resolve(Service679Impl.self)!
    _ = resolver.resolve((any Service680).self)!
    _ = resolver.resolve(Service681Impl.self)!
    _ = resolver.resolve(Service682Impl.self)!
    _ = resolver.resolve((any Service683).self)!
    _ = resolver.resolve(Service684Impl.self)!
    _ = resolver.resolve(Service685Impl.self)!
    _ = resolver.resolve((any Service686).self)!
    _ = resolver.resolve(Service687Impl.self)!
    _ = resolver.resolve(Service688Impl.self)!
    _ = resolver.resolve((any Service689).self)!
    _ = resolver.resolve(Service690Impl.self)!
    _ = resolver.resolve(Service691Impl.self)!
    _ = resolver.resolve((any Service692).self)!
    _ = resolver.resolve(Service693Impl.self)!
    _ = resolver.resolve(Service694Impl.self)!
    _ = resolver.resolve((any Service695).self)!
    _ = resolver.resolve(Service696Impl.self)!
    _ = resolver.resolve(Service697Impl.self)!
    _ = resolver.resolve((any Service698).self)!
    _ = resolver.resolve(Service699Impl.self)!
    _ = resolver.resolve(Service700Impl.self)!
    _ = resolver.resolve((any Service701).self)!
    _ = resolver.resolve(Service702Impl.self)!
    _ = resolver.resolve(Service703Impl.self)!
    _ = resolver.resolve((any Service704).self)!
    _ = resolver.resolve(Service705Impl.self)!
    _ = resolver.resolve(Service706Impl.self)!
    _ = resolver.resolve((any Service707).self)!
    _ = resolver.resolve(Service708Impl.self)!
    _ = resolver.resolve(Service709Impl.self)!
    _ = resolver.resolve((any Service710).self)!
    _ = resolver.resolve(Service711Impl.self)!
    _ = resolver.resolve(Service712Impl.self)!
    _ = resolver.resolve((any Service713).self)!
    _ = resolver.resolve(Service714Impl.self)!
    _ = resolver.resolve(Service715Impl.self)!
    _ = resolver.resolve((any Service716).self)!
    _ = resolver.resolve(Service717Impl.self)!
    _ = resolver.resolve(Service718Impl.self)!
    _ = resolver.resolve((any Service719).self)!
    _ = resolver.resolve(Service720Impl.self)!
    _ = resolver.resolve(Service721Impl.self)!
    _ = resolver.resolve((any Service722).self)!
    _ = resolver.resolve(Service723Impl.self)!
    _ = resolver.resolve(Service724Impl.self)!
    _ = resolver.resolve((any Service725).self)!
    _ = resolver.resolve(Service726Impl.self)!
    _ = resolver.resolve(Service727Impl.self)!
    _ = resolver.resolve((any Service728).self)!
    _ = resolver.resolve(Service729Impl.self)!
    _ = resolver.resolve(Service730Impl.self)!
    _ = resolver.resolve((any Service731).self)!
    _ = resolver.resolve(Service732Impl.self)!
    _ = resolver.resolve(Service733Impl.self)!
    _ = resolver.resolve((any Service734).self)!
    _ = resolver.resolve(Service735Impl.self)!
    _ = resolver.resolve(Service736Impl.self)!
    _ = resolver.resolve((any Service737).self)!
    _ = resolver.resolve(Service738Impl.self)!
    _ = resolver.resolve(Service739Impl.self)!
    _ = resolver.resolve((any Service740).self)!
    _ = resolver.resolve(Service741Impl.self)!
    _ = resolver.resolve(Service742Impl.self)!
    _ = resolver.resolve((any Service743).self)!
    _ = resolver.resolve(Service744Impl.self)!
    _ = resolver.resolve(Service745Impl.self)!
    _ = resolver.resolve((any Service746).self)!
    _ = resolver.resolve(Service747Impl.self)!
    _ = resolver.resolve(Service748Impl.self)!
    _ = resolver.resolve((any Service749).self)!
    _ = resolver.resolve(Service750Impl.self)!
    _ = resolver.resolve(Service751Impl.self)!
    _ = resolver.resolve((any Service752).self)!
    _ = resolver.resolve(Service753Impl.self)!
    _ = resolver.resolve(Service754Impl.self)!
    _ = resolver.resolve((any Service755).self)!
    _ = resolver.resolve(Service756Impl.self)!
    _ = resolver.resolve(Service757Impl.self)!
    _ = resolver.resolve((any Service758).self)!
    _ = resolver.resolve(Service759Impl.self)!
    _ = resolver.resolve(Service760Impl.self)!
    _ = resolver.resolve((any Service761).self)!
    _ = resolver.resolve(Service762Impl.self)!
    _ = resolver.resolve(Service763Impl.self)!
    _ = resolver.resolve((any Service764).self)!
    _ = resolver.resolve(Service765Impl.self)!
    _ = resolver.resolve(Service766Impl.self)!
    _ = resolver.resolve((any Service767).self)!
    _ = resolver.resolve(Service768Impl.self)!
    _ = resolver.resolve(Service769Impl.self)!
    _ = resolver.resolve((any Service770).self)!
    _ = resolver.resolve(Service771Impl.self)!
    _ = resolver.resolve(Service772Impl.self)!
    _ = resolver.resolve((any Service773).self)!
    _ = resolver.resolve(Service774Impl.self)!
    _ = resolver.resolve(Service775Impl.self)!
    _ = resolver.resolve((any Service776).self)!
    _ = resolver.resolve(Service777Impl.self)!
    _ = resolver.resolve(Service778Impl.self)!
    _ = resolver.resolve((any Service779).self)!
    _ = resolver.resolve(Service780Impl.self)!
    _ = resolver.resolve(Service781Impl.self)!
    _ = resolver.resolve((any Service782).self)!
    _ = resolver.resolve(Service783Impl.self)!
    _ = resolver.resolve(Service784Impl.self)!
    _ = resolver.resolve((any Service785).self)!
    _ = resolver.resolve(Service786Impl.self)!
    _ = resolver.resolve(Service787Impl.self)!
    _ = resolver.resolve((any Service788).self)!
    _ = resolver.resolve(Service789Impl.self)!
    _ = resolver.resolve(Service790Impl.self)!
    _ = resolver.resolve((any Service791).self)!
    _ = resolver.resolve(Service792Impl.self)!
    _ = resolver.resolve(Service793Impl.self)!
    _ = resolver.resolve((any Service794).self)!
    _ = resolver.resolve(Service795Impl.self)!
    _ = resolver.resolve(Service796Impl.self)!
    _ = resolver.resolve((any Service797).self)!
    _ = resolver.resolve(Service798Impl.self)!
    _ = resolver.resolve(Service799Impl.self)!
    _ = resolver.resolve((any Service800).self)!
    _ = resolver.resolve(Service801Impl.self)!
    _ = resolver.resolve(Service802Impl.self)!
    _ = resolver.resolve((any Service803).self)!
    _ = resolver.resolve(Service804Impl.self)!
    _ = resolver.resolve(Service805Impl.self)!
    _ = resolver.resolve((any Service806).self)!
    _ = resolver.resolve(Service807Impl.self)!
    _ = resolver.resolve(Service808Impl.self)!
    _ = resolver.resolve((any Service809).self)!
    _ = resolver.resolve(Service810Impl.self)!
    _ = resolver.resolve(Service811Impl.self)!
    _ = resolver.resolve((any Service812).self)!
    _ = resolver.resolve(Service813Impl.self)!
    _ = resolver.resolve(Service814Impl.self)!
    _ = resolver.resolve((any Service815).self)!
    _ = resolver.resolve(Service816Impl.self)!
    _ = resolver.resolve(Service817Impl.self)!
    _ = resolver.resolve((any Service818).self)!
    _ = resolver.resolve(Service819Impl.self)!
    _ = resolver.resolve(Service820Impl.self)!
    _ = resolver.resolve((any Service821).self)!
    _ = resolver.resolve(Service822Impl.self)!
    _ = resolver.resolve(Service823Impl.self)!
    _ = resolver.resolve((any Service824).self)!
    _ = resolver.resolve(Service825Impl.self)!
    _ = resolver.resolve(Service826Impl.self)!
    _ = resolver.resolve((any Service827).self)!
    _ = resolver.resolve(Service828Impl.self)!
    _ = resolver.resolve(Service829Impl.self)!
    _ = resolver.resolve((any Service830).self)!
    _ = resolver.resolve(Service831Impl.self)!
    _ = resolver.resolve(Service832Impl.self)!
    _ = resolver.resolve((any Service833).self)!
    _ = resolver.resolve(Service834Impl.self)!
    _ = resolver.resolve(Service835Impl.self)!
    _ = resolver.resolve((any Service836).self)!
    _ = resolver.resolve(Service837Impl.self)!
    _ = resolver.resolve(Service838Impl.self)!
    _ = resolver.resolve((any Service839).self)!
    _ = resolver.resolve(Service840Impl.self)!
    _ = resolver.resolve(Service841Impl.self)!
    _ = resolver.resolve((any Service842).self)!
    _ = resolver.resolve(Service843Impl.self)!
    _ = resolver.resolve(Service844Impl.self)!
    _ = resolver.resolve((any Service845).self)!
    _ = resolver.resolve(Service846Impl.self)!
    _ = resolver.resolve(Service847Impl.self)!
    _ = resolver.resolve((any Service848).self)!
    _ = resolver.resolve(Service849Impl.self)!
    _ = resolver.resolve(Service850Impl.self)!
    _ = resolver.resolve((any Service851).self)!
    _ = resolver.resolve(Service852Impl.self)!
    _ = resolver.resolve(Service853Impl.self)!
    _ = resolver.resolve((any Service854).self)!
    _ = resolver.resolve(Service855Impl.self)!
    _ = resolver.resolve(Service856Impl.self)!
    _ = resolver.resolve((any Service857).self)!
    _ = resolver.resolve(Service858Impl.self)!
    _ = resolver.resolve(Service859Impl.self)!
    _ = resolver.resolve((any Service860).self)!
    _ = resolver.resolve(Service861Impl.self)!
    _ = resolver.resolve(Service862Impl.self)!
    _ = resolver.resolve((any Service863).self)!
    _ = resolver.resolve(Service864Impl.self)!
    _ = resolver.resolve(Service865Impl.self)!
    _ = resolver.resolve((any Service866).self)!
    _ = resolver.resolve(Service867Impl.self)!
    _ = resolver.resolve(Service868Impl.self)!
    _ = resolver.resolve((any Service869).self)!
    _ = resolver.resolve(Service870Impl.self)!
    _ = resolver.resolve(Service871Impl.self)!
    _ = resolver.resolve((any Service872).self)!
    _ = resolver.resolve(Service873Impl.self)!
    _ = resolver.resolve(Service874Impl.self)!
    _ = resolver.resolve((any Service875).self)!
    _ = resolver.resolve(Service876Impl.self)!
    _ = resolver.resolve(Service877Impl.self)!
    _ = resolver.resolve((any Service878).self)!
    _ = resolver.resolve(Service879Impl.self)!
    _ = resolver.resolve(Service880Impl.self)!
    _ = resolver.resolve((any Service881).self)!
    _ = resolver.resolve(Service882Impl.self)!
    _ = resolver.resolve(Service883Impl.self)!
    _ = resolver.resolve((any Service884).self)!
    _ = resolver.resolve(Service885Impl.self)!
    _ = resolver.resolve(Service886Impl.self)!
    _ = resolver.resolve((any Service887).self)!
    _ = resolver.resolve(Service888Impl.self)!
    _ = resolver.resolve(Service889Impl.self)!
    _ = resolver.resolve((any Service890).self)!
    _ = resolver.resolve(Service891Impl.self)!
    _ = resolver.resolve(Service892Impl.self)!
    _ = resolver.resolve((any Service893).self)!
    _ = resolver.resolve(Service894Impl.self)!
    _ = resolver.resolve(Service895Impl.self)!
    _ = resolver.resolve((any Service896).self)!
    _ = resolver.resolve(Service897Impl.self)!
    _ = resolver.resolve(Service898Impl.self)!
    _ = resolver.resolve((any Service899).self)!
    _ = resolver.resolve(Service900Impl.self)!
    _ = resolver.resolve(Service901Impl.self)!
    _ = resolver.resolve((any Service902).self)!
    _ = resolver.resolve(Service903Impl.self)!
    _ = resolver.resolve(Service904Impl.self)!
    _ = resolver.resolve((any Service905).self)!
    _ = resolver.resolve(Service906Impl.self)!
    _ = resolver.resolve(Service907Impl.self)!
    _ = resolver.resolve((any Service908).self)!
    _ = resolver.resolve(Service909Impl.self)!
    _ = resolver.resolve(Service910Impl.self)!
    _ = resolver.resolve((any Service911).self)!
    _ = resolver.resolve(Service912Impl.self)!
    _ = resolver.resolve(Service913Impl.self)!
    _ = resolver.resolve((any Service914).self)!
    _ = resolver.resolve(Service915Impl.self)!
    _ = resolver.resolve(Service916Impl.self)!
    _ = resolver.resolve((any Service917).self)!
    _ = resolver.resolve(Service918Impl.self)!
    _ = resolver.resolve(Service919Impl.self)!
    _ = resolver.resolve((any Service920).self)!
    _ = resolver.resolve(Service921Impl.self)!
    _ = resolver.resolve(Service922Impl.self)!
    _ = resolver.resolve((any Service923).self)!
    _ = resolver.resolve(Service924Impl.self)!
    _ = resolver.resolve(Service925Impl.self)!
    _ = resolver.resolve((any Service926).self)!
    _ = resolver.resolve(Service927Impl.self)!
    _ = resolver.resolve(Service928Impl.self)!
    _ = resolver.resolve((any Service929).self)!
    _ = resolver.resolve(Service930Impl.self)!
    _ = resolver.resolve(Service931Impl.self)!
    _ = resolver.resolve((any Service932).self)!
    _ = resolver.resolve(Service933Impl.self)!
    _ = resolver.resolve(Service934Impl.self)!
    _ = resolver.resolve((any Service935).self)!
    _ = resolver.resolve(Service936Impl.self)!
    _ = resolver.resolve(Service937Impl.self)!
    _ = resolver.resolve((any Service938).self)!
    _ = resolver.resolve(Service939Impl.self)!
    _ = resolver.resolve(Service940Impl.self)!
    _ = resolver.resolve((any Service941).self)!
    _ = resolver.resolve(Service942Impl.self)!
    _ = resolver.resolve(Service943Impl.self)!
    _ = resolver.resolve((any Service944).self)!
    _ = resolver.resolve(Service945Impl.self)!
    _ = resolver.resolve(Service946Impl.self)!
    _ = resolver.resolve((any Service947).self)!
    _ = resolver.resolve(Service948Impl.self)!
    _ = resolver.resolve(Service949Impl.self)!
    _ = resolver.resolve((any Service950).self)!
    _ = resolver.resolve(Service951Impl.self)!
    _ = resolver.resolve(Service952Impl.self)!
    _ = resolver.resolve((any Service953).self)!
    _ = resolver.resolve(Service954Impl.self)!
    _ = resolver.resolve(Service955Impl.self)!
    _ = resolver.resolve((any Service956).self)!
    _ = resolver.resolve(Service957Impl.self)!
    _ = resolver.resolve(Service958Impl.self)!
    _ = resolver.resolve((any Service959).self)!
    _ = resolver.resolve(Service960Impl.self)!
    _ = resolver.resolve(Service961Impl.self)!
    _ = resolver.resolve((any Service962).self)!
    _ = resolver.resolve(Service963Impl.self)!
    _ = resolver.resolve(Service964Impl.self)!
    _ = resolver.resolve((any Service965).self)!
    _ = resolver.resolve(Service966Impl.self)!
    _ = resolver.resolve(Service967Impl.self)!
    _ = resolver.resolve((any Service968).self)!
    _ = resolver.resolve(Service969Impl.self)!
    _ = resolver.resolve(Service970Impl.self)!
    _ = resolver.resolve((any Service971).self)!
    _ = resolver.resolve(Service972Impl.self)!
    _ = resolver.resolve(Service973Impl.self)!
    _ = resolver.resolve((any Service974).self)!
    _ = resolver.resolve(Service975Impl.self)!
    _ = resolver.resolve(Service976Impl.self)!
    _ = resolver.resolve((any Service977).self)!
    _ = resolver.resolve(Service978Impl.self)!
    _ = resolver.resolve(Service979Impl.self)!
    _ = resolver.resolve((any Service980).self)!
    _ = resolver.resolve(Service981Impl.self)!
    _ = resolver.resolve(Service982Impl.self)!
    _ = resolver.resolve((any Service983).self)!
    _ = resolver.resolve(Service984Impl.self)!
    _ = resolver.resolve(Service985Impl.self)!
    _ = resolver.resolve((any Service986).self)!
    _ = resolver.resolve(Service987Impl.self)!
    _ = resolver.resolve(Service988Impl.self)!
    _ = resolver.resolve((any Service989).self)!
    _ = resolver.resolve(Service990Impl.self)!
    _ = resolver.resolve(Service991Impl.self)!
    _ = resolver.resolve((any Service992).self)!
    _ = resolver.resolve(Service993Impl.self)!
    _ = resolver.resolve(Service994Impl.self)!
    _ = resolver.resolve((any Service995).self)!
    _ = resolver.resolve(Service996Impl.self)!
    _ = resolver.resolve(Service997Impl.self)!
    _ = resolver.resolve((any Service998).self)!
    _ = resolver.resolve(Service999Impl.self)!
}
